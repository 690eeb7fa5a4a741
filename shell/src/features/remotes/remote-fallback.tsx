import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink, useRoutePath } from 'shared-ui';
import { missingFragmentAttribute } from './fragment-slots';
import styles from './remote-states.module.scss';

export interface RemoteFallbackProps {
  compact?: boolean;
  /** The content is still shown (the server's HTML): a notice above it, not in its place. */
  kept?: boolean;
  /**
   * The server could not include this module's HTML (id of the module): the
   * notice stands in its place, and Retry asks the server for the page again
   * (a link: it works without JavaScript too), which includes the content
   * from wherever its remote is now, under a CSP that names it.
   */
  missing?: string;
  retrying: boolean;
  onRetry: () => void;
}

export function RemoteFallback({ compact, kept, missing, retrying, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  const Heading = compact ? 'h2' : 'h1';
  const replacesPage = !compact && !kept;

  useEffect(() => {
    if (replacesPage) document.title = t('remote.errorTitle');
  }, [replacesPage, t]);

  const routePath = useRoutePath();
  const retryButton = missing ? (
    <ButtonLink to={routePath} reloadDocument>
      <RefreshCw size={18} aria-hidden="true" />
      {t('remote.retry')}
    </ButtonLink>
  ) : (
    <Button onClick={onRetry} disabled={retrying}>
      <RefreshCw size={18} aria-hidden="true" />
      {retrying ? t('remote.retrying') : t('remote.retry')}
    </Button>
  );

  if (kept) {
    return (
      <div className={styles.notice} role="alert" data-remote-kept="">
        <TriangleAlert className={styles.noticeIcon} size={22} aria-hidden="true" />
        <p className={styles.noticeText}>{t('remote.keptText')}</p>
        {retryButton}
      </div>
    );
  }

  return (
    <div
      className={compact ? styles.compact : styles.page}
      role="alert"
      data-remote-failed=""
      {...(missing ? { [missingFragmentAttribute]: missing } : {})}
    >
      <TriangleAlert className={styles.icon} size={compact ? 28 : 40} aria-hidden="true" />
      <Heading className={styles.title}>{t('remote.errorTitle')}</Heading>
      <p className={styles.text}>{t('remote.errorText')}</p>
      {retryButton}
    </div>
  );
}
