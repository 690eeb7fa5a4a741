import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from 'shared-ui';
import styles from './remote-states.module.scss';

export interface RemoteFallbackProps {
  compact?: boolean;
  retrying: boolean;
  onRetry: () => void;
}

export function RemoteFallback({ compact, retrying, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  const Heading = compact ? 'h2' : 'h1';

  useEffect(() => {
    if (!compact) document.title = t('remote.errorTitle');
  }, [compact, t]);

  return (
    <div className={compact ? styles.compact : styles.page} role="alert" data-remote-failed="">
      <TriangleAlert className={styles.icon} size={compact ? 28 : 40} aria-hidden="true" />
      <Heading className={styles.title}>
        {t('remote.errorTitle')}
      </Heading>
      <p className={styles.text}>{t('remote.errorText')}</p>
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw size={18} aria-hidden="true" />
        {retrying ? t('remote.retrying') : t('remote.retry')}
      </Button>
    </div>
  );
}
