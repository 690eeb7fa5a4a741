import { useTranslation } from 'react-i18next';
import { AppLink } from '../app-link/app-link';
import styles from './breadcrumb.module.scss';

/** A step of a trail: its name in the page's language and its route path. */
export interface TrailStep {
  name: string;
  path: string;
}

export interface BreadcrumbProps {
  /** From the home page to the current page, which comes last. */
  trail: readonly TrailStep[];
}

/**
 * The page's place in the site, shown where a page declares a BreadcrumbList
 * (PageStructuredData's `breadcrumb`), from the same trail: on a dark hero.
 */
export function Breadcrumb({ trail }: BreadcrumbProps) {
  const { t } = useTranslation('common');
  const current = trail.at(-1);
  return (
    <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {trail.slice(0, -1).map(({ name, path }) => (
          <li key={path} className={styles.step}>
            <AppLink to={path} className={styles.link}>
              {name}
            </AppLink>
          </li>
        ))}
        {current && (
          <li className={styles.step} aria-current="page">
            {current.name}
          </li>
        )}
      </ol>
    </nav>
  );
}
