import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Compass } from 'lucide-react';
import { ButtonLink, PageMeta } from 'shared-ui';
import { paths, splitLocalizedPath } from 'shared-ui/site';
import styles from './not-found-page.module.scss';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();

  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className={styles.page}>
      <PageMeta
        title={t('notFound.metaTitle')}
        description={t('notFound.metaDescription')}
        path={splitLocalizedPath(pathname).path}
      />
      <meta name="robots" content="noindex" />
      <Compass className={styles.icon} size={56} aria-hidden="true" />
      <p className={styles.eyebrow}>{t('notFound.eyebrow')}</p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.subtitle}>{t('notFound.subtitle')}</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={paths.contact} variant="secondary">
          {t('notFound.contact')}
        </ButtonLink>
      </div>
    </div>
  );
}
