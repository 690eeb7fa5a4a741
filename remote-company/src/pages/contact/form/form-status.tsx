import { useTranslation } from 'react-i18next';
import { site } from 'shared-ui/site';
import type { FormStatus } from './use-enquiry-form';
import styles from './enquiry-form.module.scss';

export interface FormStatusMessagesProps {
  status: FormStatus;
  mailtoUrl: string;
  /** Seconds until the service takes another enquiry, after a 429. */
  retryAfterSeconds: number;
}

/** The outcome of sending, in live regions that exist before they are filled. */
export function FormStatusMessages({ status, mailtoUrl, retryAfterSeconds }: FormStatusMessagesProps) {
  const { t } = useTranslation('company');
  const failed = status === 'failed' || status === 'timeout' || status === 'rateLimited';
  return (
    <>
      <div role="status" className={status === 'sent' || status === 'mailto' ? styles.success : undefined}>
        {status === 'sent' && (
          <>
            <p className={styles.statusTitle}>{t('contact.form.success.title')}</p>
            <p>{t('contact.form.success.text')}</p>
          </>
        )}
        {status === 'mailto' && (
          <>
            <p>{t('contact.form.mailto.unreachable')}</p>
            <p>{t('contact.form.mailto.notice', { email: site.emails.enquiries })}</p>
            {/* In case no mail client opened by itself, the same prefilled message as a link. */}
            <p>
              <a href={mailtoUrl}>{site.emails.enquiries}</a>
            </p>
          </>
        )}
      </div>
      <div role="alert" className={failed ? styles.failure : undefined}>
        {status === 'failed' && <p>{t('contact.form.failure')}</p>}
        {status === 'timeout' && <p>{t('contact.form.timeout')}</p>}
        {status === 'rateLimited' && (
          <p>{t('contact.form.rateLimited', { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) })}</p>
        )}
      </div>
    </>
  );
}
