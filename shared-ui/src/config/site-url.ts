import { site } from './site';
import { localizePath, type UrlLanguage } from './paths';

/** The site's origin: defined at build time from SITE_URL (see shared-ui/build/rsbuild-defaults.ts). */
export const siteBaseUrl = (process.env.PUBLIC_SITE_URL || site.defaultBaseUrl).replace(/\/$/, '');

/** The absolute URL of a route path in `language`, as canonical links and structured data name it. */
export const absoluteUrl = (path: string, language: UrlLanguage): string => `${siteBaseUrl}${localizePath(path, language)}`;
