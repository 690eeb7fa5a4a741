import { useUrlLanguage } from '../../routing/localized';
import { site } from '../../site/site';
import { absoluteUrl } from '../../site/site-url';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Route path (the English one, e.g. /about), for the canonical, alternate and Open Graph URLs. */
  path: string;
  /** Kept out of search results; such a route is also in unlistedRoutes (shared-ui/site, routes.ts), so out of sitemap.xml. */
  noindex?: boolean;
}

/**
 * Title, description, canonical link, language alternates and social cards
 * of a page. React 19 hoists these elements into <head> and removes them when
 * the page unmounts. Each language's version names itself as canonical and
 * both versions as alternates, English also as x-default. The page's language
 * is the URL's (/fr/… is French), so no page has to pass it.
 */
export function PageMeta({ title, description, path, noindex = false }: PageMetaProps) {
  const language = useUrlLanguage();
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const urlIn = (lang: 'en' | 'fr') => absoluteUrl(path, lang);
  const url = urlIn(language);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <link rel="alternate" hrefLang="en" href={urlIn('en')} />
      <link rel="alternate" hrefLang="fr" href={urlIn('fr')} />
      <link rel="alternate" hrefLang="x-default" href={urlIn('en')} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={language === 'fr' ? 'fr_FR' : 'en_GB'} />
      <meta property="og:locale:alternate" content={language === 'fr' ? 'en_GB' : 'fr_FR'} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
