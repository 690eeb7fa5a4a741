import { useTranslation } from 'react-i18next';
import type { Thing } from 'schema-dts';
import { useLanguage } from 'shared-i18n';
import { paths } from '../site/paths';
import { JsonLd } from './json-ld';
import { breadcrumbNode } from './nodes';

export interface PageStructuredDataProps {
  /** The page's route path (the English one, as for PageMeta). */
  path: string;
  /** The page's name at the end of its breadcrumb trail, in the page's language. */
  name: string;
  /** Pages between the home page and this one (the services list for a service page). */
  parents?: readonly { name: string; path: string }[];
  /** The page's own nodes: Service, SoftwareApplication, JobPosting… */
  nodes?: readonly Exclude<Thing, string>[];
}

/** A page's JSON-LD: its breadcrumb trail from the home page (named as the site's navigation), then its own nodes. */
export function PageStructuredData({ path, name, parents = [], nodes = [] }: PageStructuredDataProps) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const trail = [{ name: t('nav.home'), path: paths.home }, ...parents, { name, path }];
  return <JsonLd nodes={[breadcrumbNode(language, trail), ...nodes]} />;
}
