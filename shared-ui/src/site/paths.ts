/**
 * The site's paths that more than one area links to, so a path changes in
 * one place. Which pages exist is each area's (its src/routes.ts).
 */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  vulnyzer: '/vulnyzer-platform',
  meetlyhub: '/meetlyhub',
  meetlyhubLegacy: '/meetly-hub',
  projects: '/projects',
  contact: '/contact',
  /** Where a form post without JavaScript lands once the enquiry is accepted. */
  enquirySent: '/contact/thank-you',
  careers: '/careers',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  accessibility: '/accessibility',
} as const;

/**
 * Enquiry options of the contact form (value sent as `serviceInterest`): the
 * spec's eight, plus those that calls to action need (a documented deviation,
 * decisions.md "Contact form"): security for the vulnerability assessments
 * page, one per product for "Request a demo", "Request a free trial" and
 * pricing, a job application for the careers pages, and a barrier to report
 * from the accessibility statement. `other` stays last.
 */
export const enquiryOptions = [
  'engineering',
  'aerospace',
  'project-management',
  'system-integration',
  'quality-assurance',
  'security',
  'international-support',
  'vulnyzer',
  'meetlyhub',
  'partnership',
  'careers',
  'accessibility',
  'other',
] as const;

export type EnquiryOption = (typeof enquiryOptions)[number];

/** Link to the contact form with an enquiry option preselected. */
export const contactWith = (option: EnquiryOption) => `${paths.contact}?service=${option}`;

/**
 * The language lives in the URL: English at the paths above, French at the
 * same paths under /fr (`/fr`, `/fr/about`). Route paths elsewhere in the
 * code are the English ones; these turn them into a language's URL and back.
 */
export type UrlLanguage = 'en' | 'fr';

const frenchPrefix = '/fr';

/** The URL of `path` (a route path, maybe with ?query and #hash) in `language`. */
export function localizePath(path: string, language: UrlLanguage): string {
  if (language === 'en' || !path.startsWith('/')) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${frenchPrefix}${path.slice(1)}` : `${frenchPrefix}${path}`;
}

/** The language of a URL path and its route path: `/fr/about` → fr, `/about`. */
export function splitLocalizedPath(pathname: string): { language: UrlLanguage; path: string } {
  if (pathname === frenchPrefix || pathname.startsWith(`${frenchPrefix}/`)) {
    return { language: 'fr', path: pathname.slice(frenchPrefix.length) || '/' };
  }
  return { language: 'en', path: pathname };
}

/** The same page in the other language: path, query and hash kept. */
export const switchLanguageOfUrl = (
  url: { pathname: string; search: string; hash: string },
  language: UrlLanguage,
): string => localizePath(`${splitLocalizedPath(url.pathname).path}${url.search}${url.hash}`, language);
