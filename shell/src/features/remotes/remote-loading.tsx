import { useTranslation } from 'react-i18next';
import styles from './remote-states.module.scss';

export interface RemoteLoadingProps {
  compact?: boolean;
}

/** Reserves the space of the coming content so the page does not jump. */
export function RemoteLoading({ compact }: RemoteLoadingProps) {
  const { t } = useTranslation('common');
  return (
    <div
      className={compact ? styles.loadingCompact : styles.loading}
      role="status"
      aria-live="polite"
      data-remote-loading=""
    >
      <span className={styles.visuallyHidden}>{t('remote.loading')}</span>
    </div>
  );
}
