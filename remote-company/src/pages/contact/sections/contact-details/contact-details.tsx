import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { useLanguage } from 'shared-i18n';
import { AppLink, SpecGrid } from 'shared-ui';
import { formatAddress, site, telHref } from 'shared-ui/site';
import { InfoCard } from '../../../../components/info-card/info-card';
import styles from './contact-details.module.scss';

/** Emails and phones from the site config; hours and headquarters from the copy. */
export function ContactDetails() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const rows = [
    {
      label: t('contact.details.generalEmail'),
      value: (
        <AppLink className={styles.link} to={`mailto:${site.emails.general}`}>
          {site.emails.general}
        </AppLink>
      ),
    },
    {
      label: t('contact.details.partnershipEmail'),
      value: (
        <AppLink className={styles.link} to={`mailto:${site.emails.partnerships}`}>
          {site.emails.partnerships}
        </AppLink>
      ),
    },
    {
      label: t('contact.details.ukPhone'),
      value: (
        <AppLink className={styles.link} to={telHref(site.phones.uk)}>
          {site.phones.uk}
        </AppLink>
      ),
    },
    {
      label: t('contact.details.usPhone'),
      value: (
        <AppLink className={styles.link} to={telHref(site.phones.us)}>
          {site.phones.us}
        </AppLink>
      ),
    },
    {
      label: t('contact.details.hoursLabel'),
      value: (
        <>
          {t('contact.details.hours')}
          <span className={styles.support}>{t('contact.details.support')}</span>
        </>
      ),
    },
    {
      label: t('contact.details.headquartersLabel'),
      value: (
        <>
          {t('contact.details.headquarters')}
          <address className={styles.address}>{formatAddress(language)}</address>
        </>
      ),
    },
  ];
  return (
    <InfoCard id="contact-details" icon={Mail} title={t('contact.details.title')}>
      <SpecGrid rows={rows} variant="list" />
    </InfoCard>
  );
}
