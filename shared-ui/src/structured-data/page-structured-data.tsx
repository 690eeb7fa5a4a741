import { useTranslation } from 'react-i18next';
import type { Thing } from 'schema-dts';
import { useLanguage } from 'shared-i18n';
import { paths } from '../site/paths';
import type { TrailStep } from '../components/breadcrumb/breadcrumb';
import { JsonLd } from './json-ld';
import { breadcrumbNode, organizationNode, webPageNode, webSiteNode } from './nodes';

/** A page's trail from the home page (named as the navigation names it) to itself. */
export function usePageTrail(path: string, name: string, parents: readonly TrailStep[] = []): TrailStep[] {
  const { t } = useTranslation('common');
  return [{ name: t('nav.home'), path: paths.home }, ...parents, { name, path }];
}

export interface PageStructuredDataProps {
  /** The page's route path (the English one, as for PageMeta). */
  path: string;
  /** The page's name, in the page's language. */
  name: string;
  /**
   * The pages between the home page and this one, for a page that shows its
   * trail (Breadcrumb, from usePageTrail with the same pages): the graph then
   * declares it as a BreadcrumbList. Pages without a visible trail declare none.
   */
  breadcrumbParents?: readonly TrailStep[];
  /** The page's own nodes (Service, SoftwareApplication, JobPosting…); the first is what the page is about. */
  nodes?: readonly Exclude<Thing, string>[];
}

/**
 * A page's JSON-LD, one graph: the organisation (the same on every page),
 * the WebSite of the page's language, the page as a WebPage, its breadcrumb
 * trail where it shows one, then its own nodes. Every id a node refers to is
 * defined in the same graph.
 */
export function PageStructuredData({ path, name, breadcrumbParents, nodes = [] }: PageStructuredDataProps) {
  const language = useLanguage();
  const trail = usePageTrail(path, name, breadcrumbParents);
  const [main] = nodes;
  const about = main && typeof main === 'object' && '@id' in main ? String(main['@id']) : undefined;
  return (
    <JsonLd
      nodes={[
        organizationNode(),
        webSiteNode(language),
        webPageNode(language, path, name, { breadcrumb: Boolean(breadcrumbParents), about }),
        ...(breadcrumbParents ? [breadcrumbNode(language, trail)] : []),
        ...nodes,
      ]}
    />
  );
}
