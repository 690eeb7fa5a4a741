import { localizePath, type UrlLanguage } from './paths';

/**
 * The origin a page is rendered with, in Node at build time: a stand-in
 * (the reserved .invalid domain) that the composition of each page at
 * request time replaces with the site's real origin, SITE_URL (compose() of
 * shared-ui/deploy/compose.mjs, for every page). One build
 * then serves a staging and a production origin, and a remote's pages do
 * not depend on where the shell will be deployed.
 */
export const renderedOrigin = 'https://origin.invalid';

let origin: string | undefined;

/**
 * The site's origin, as canonical links and structured data name it. In Node:
 * the stand-in above. In the browser: the origin of the canonical link the
 * deploy step wrote into the page (so the app names the same one), or the
 * page's own origin when there is none (development).
 */
export function siteBaseUrl(): string {
  if (origin) return origin;
  if (typeof document === 'undefined') return renderedOrigin;
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
  origin = canonical ? new URL(canonical).origin : window.location.origin;
  return origin;
}

/** The absolute URL of a route path in `language`, as canonical links and structured data name it. */
export const absoluteUrl = (path: string, language: UrlLanguage): string =>
  `${siteBaseUrl()}${localizePath(path, language)}`;
