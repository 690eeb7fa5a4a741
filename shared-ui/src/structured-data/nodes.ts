import type {
  BreadcrumbList,
  JobPosting,
  Organization,
  Service,
  SoftwareApplication,
  WebPage,
  WebSite,
} from 'schema-dts';
import { site } from '../site/site';
import { absoluteUrl, siteBaseUrl } from '../site/site-url';
import type { UrlLanguage } from '../site/paths';

/**
 * Builders of the site's schema.org nodes. They hold no copy: every text
 * arrives in the page's language from the area that owns it; facts come from
 * the site config and URLs from the same base URL as the canonical links.
 */

/** schema-dts types also allow a bare string (a reference by name); the site always writes objects. */
type NodeOf<T> = Exclude<T, string>;

/** The organisation, the same node on every page in either language, referred to by this id. */
const organizationId = (): string => `${siteBaseUrl()}/#organization`;
const organizationRef = () => ({ '@id': organizationId() });
/** Each language's WebSite has its own id (its home page's URL). */
const webSiteId = (language: UrlLanguage) => `${absoluteUrl('/', language)}#website`;
const webPageId = (path: string, language: UrlLanguage) => `${absoluteUrl(path, language)}#webpage`;
const breadcrumbId = (path: string, language: UrlLanguage) => `${absoluteUrl(path, language)}#breadcrumb`;

/** The logo file (shell/public/logo.svg) and its size: search engines want at least 112 px. */
const logo = { path: '/logo.svg', width: 512, height: 512 } as const;

/**
 * The organisation in no language: facts of the site config only. Its
 * address is written in its postal form, the one the Royal Mail delivers to;
 * its identifier is named by its register, Companies House, a proper noun in
 * any language.
 */
export const organizationNode = (): NodeOf<Organization> => ({
  '@type': 'Organization',
  '@id': organizationId(),
  name: site.name,
  legalName: site.legalName,
  url: `${siteBaseUrl()}/`,
  logo: {
    '@type': 'ImageObject',
    url: `${siteBaseUrl()}${logo.path}`,
    width: { '@type': 'QuantitativeValue', value: logo.width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: logo.height, unitCode: 'E37' },
  },
  email: site.emails.general,
  telephone: site.phones.uk,
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.address.street,
    addressLocality: site.address.locality.en,
    postalCode: site.address.postcode,
    addressCountry: site.address.countryCode,
  },
  identifier: {
    '@type': 'PropertyValue',
    propertyID: 'Companies House',
    value: site.registration.companyNumber,
  },
  sameAs: Object.values(site.social),
});

/** The site in one language: its home page, its language, its publisher. */
export const webSiteNode = (language: UrlLanguage): NodeOf<WebSite> => ({
  '@type': 'WebSite',
  '@id': webSiteId(language),
  name: site.name,
  url: absoluteUrl('/', language),
  inLanguage: language,
  publisher: organizationRef(),
});

/**
 * The page itself, part of its language's WebSite, with its breadcrumb trail
 * where it shows one and what it is about (a service, a product, a position).
 */
export const webPageNode = (
  language: UrlLanguage,
  path: string,
  name: string,
  { breadcrumb = false, about }: { breadcrumb?: boolean; about?: string } = {},
): NodeOf<WebPage> => ({
  '@type': 'WebPage',
  '@id': webPageId(path, language),
  url: absoluteUrl(path, language),
  name,
  inLanguage: language,
  isPartOf: { '@id': webSiteId(language) },
  ...(breadcrumb ? { breadcrumb: { '@id': breadcrumbId(path, language) } } : {}),
  ...(about ? { mainEntity: { '@id': about } } : {}),
});

/** The trail from the home page to this page; the last entry is the page itself. */
export const breadcrumbNode = (
  language: UrlLanguage,
  trail: readonly { name: string; path: string }[],
): NodeOf<BreadcrumbList> => ({
  '@type': 'BreadcrumbList',
  '@id': breadcrumbId(trail.at(-1)?.path ?? '/', language),
  itemListElement: trail.map(({ name, path }, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: absoluteUrl(path, language),
  })),
});

export interface ServiceText {
  name: string;
  description: string;
}

export const serviceNode = (language: UrlLanguage, path: string, text: ServiceText): NodeOf<Service> => ({
  '@type': 'Service',
  '@id': `${absoluteUrl(path, language)}#service`,
  name: text.name,
  serviceType: text.name,
  description: text.description,
  url: absoluteUrl(path, language),
  provider: organizationRef(),
});

export interface SoftwareApplicationText {
  name: string;
  description: string;
  features: readonly string[];
  /** Where it runs, as its page states it (none where the page does not). */
  operatingSystem?: string;
}

export const softwareApplicationNode = (
  language: UrlLanguage,
  path: string,
  category: 'SecurityApplication' | 'CommunicationApplication',
  text: SoftwareApplicationText,
): NodeOf<SoftwareApplication> => ({
  '@type': 'SoftwareApplication',
  '@id': `${absoluteUrl(path, language)}#software`,
  name: text.name,
  description: text.description,
  url: absoluteUrl(path, language),
  applicationCategory: category,
  featureList: [...text.features],
  ...(text.operatingSystem ? { operatingSystem: text.operatingSystem } : {}),
  inLanguage: language,
  publisher: organizationRef(),
});

export interface JobPostingFacts {
  /** ISO date the position was published. */
  datePosted: string;
  /** ISO date of the last day applications are accepted: a fact of the position, never computed. */
  validThrough: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  locality: string;
  countryCode: 'GB' | 'IN';
}

/** A position on its own page (`path`): one JobPosting per page, as search engines want. */
export const jobPostingNode = (
  language: UrlLanguage,
  path: string,
  facts: JobPostingFacts,
  text: { title: string; description: string },
): NodeOf<JobPosting> => ({
  '@type': 'JobPosting',
  '@id': `${absoluteUrl(path, language)}#job`,
  title: text.title,
  description: text.description,
  datePosted: facts.datePosted,
  // The end of that day where the position is (no offset: the place's own time).
  validThrough: `${facts.validThrough}T23:59`,
  employmentType: facts.employmentType,
  url: absoluteUrl(path, language),
  directApply: false,
  hiringOrganization: organizationRef(),
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: facts.locality, addressCountry: facts.countryCode },
  },
});
