import { site } from '../../config/site';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Route path, for the canonical and Open Graph URLs. */
  path: string;
  /** BCP 47 language of the page, for og:locale. */
  language: 'en' | 'fr';
}

// Defined at build time from SITE_URL (see shared-ui/build/rsbuild-defaults.ts).
const baseUrl = (process.env.PUBLIC_SITE_URL || site.defaultBaseUrl).replace(/\/$/, '');

/**
 * Title, description, canonical link and social cards of a page. React 19
 * hoists these elements into <head> and removes them when the page unmounts.
 */
export function PageMeta({ title, description, path, language }: PageMetaProps) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const url = `${baseUrl}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={language === 'fr' ? 'fr_FR' : 'en_GB'} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
