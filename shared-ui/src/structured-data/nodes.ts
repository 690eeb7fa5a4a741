import type {
  BreadcrumbList,
  JobPosting,
  Organization,
  PostalAddress,
  Service,
  SoftwareApplication,
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

/** The organisation is described once (home page) and referred to everywhere by this id. */
export const organizationId = (): string => `${siteBaseUrl()}/#organization`;
const websiteId = () => `${siteBaseUrl()}/#website`;
const organizationRef = () => ({ '@id': organizationId() });

const postalAddress = (language: UrlLanguage): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality[language],
  postalCode: site.address.postcode,
  addressCountry: site.address.countryCode,
});

export interface OrganizationText {
  description: string;
  /** What each contact point is for, in the page's language. */
  contactTypes: { general: string; partnerships: string };
}

export const organizationNode = (language: UrlLanguage, text: OrganizationText): NodeOf<Organization> => ({
  '@type': 'Organization',
  '@id': organizationId(),
  name: site.name,
  legalName: site.legalName,
  url: absoluteUrl('/', language),
  logo: `${siteBaseUrl()}/favicon.svg`,
  description: text.description,
  email: site.emails.general,
  telephone: site.phones.uk,
  address: postalAddress(language),
  identifier: {
    '@type': 'PropertyValue',
    propertyID: 'Companies House company number',
    value: site.registration.companyNumber,
  },
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: text.contactTypes.general,
      email: site.emails.general,
      telephone: site.phones.uk,
      availableLanguage: ['en', 'fr'],
    },
    {
      '@type': 'ContactPoint',
      contactType: text.contactTypes.partnerships,
      email: site.emails.partnerships,
      availableLanguage: ['en', 'fr'],
    },
  ],
  sameAs: Object.values(site.social),
});

export const webSiteNode = (language: UrlLanguage, description: string): NodeOf<WebSite> => ({
  '@type': 'WebSite',
  '@id': websiteId(),
  name: site.name,
  url: absoluteUrl('/', language),
  description,
  inLanguage: language,
  publisher: organizationRef(),
});

/** The trail from the home page to this page; the last entry is the page itself. */
export const breadcrumbNode = (
  language: UrlLanguage,
  trail: readonly { name: string; path: string }[],
): NodeOf<BreadcrumbList> => ({
  '@type': 'BreadcrumbList',
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
  inLanguage: language,
  publisher: organizationRef(),
});

export interface JobPostingFacts {
  /** ISO date the position was published. */
  datePosted: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';
  locality: string;
  countryCode: 'GB' | 'IN';
}

export const jobPostingNode = (
  language: UrlLanguage,
  path: string,
  facts: JobPostingFacts,
  text: { title: string; description: string },
): NodeOf<JobPosting> => ({
  '@type': 'JobPosting',
  title: text.title,
  description: text.description,
  datePosted: facts.datePosted,
  employmentType: facts.employmentType,
  url: absoluteUrl(path, language),
  directApply: false,
  hiringOrganization: {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    sameAs: absoluteUrl('/', language),
    logo: `${siteBaseUrl()}/favicon.svg`,
  },
  jobLocation: {
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: facts.locality, addressCountry: facts.countryCode },
  },
});
