import { useTranslation } from 'react-i18next';
import { AppLink, LanguageSwitch } from 'shared-ui';
import { hydrateWaitingViews } from '../../lib/remotes/view-needs';
import { site, paths } from 'shared-ui/site';
import { LazyDesktopNav } from './lazy-desktop-nav';
import { MobileMenu } from './mobile-menu';
import { useLanguageStore } from '../../stores/language-store';
import styles from './header.module.scss';

export function Header() {
  const { t } = useTranslation('common');
  const reportUnavailable = useLanguageStore((state) => state.reportUnavailable);
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.bar}>
        <AppLink to={paths.home} className={styles.brand}>
          <svg className={styles.logo} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff" />
          </svg>
          <span className={styles.brandName}>{site.name}</span>
        </AppLink>
        <LazyDesktopNav />
        <div className={styles.tools}>
          {/* A view still over the server's HTML hydrates in its language first, then switches with the page. */}
          <LanguageSwitch onUnavailable={reportUnavailable} beforeSwitch={hydrateWaitingViews} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
