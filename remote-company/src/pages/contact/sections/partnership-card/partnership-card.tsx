import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import { ButtonLink } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
import { InfoCard } from '../../../../components/info-card/info-card';
import styles from './partnership-card.module.scss';

/** Preselects "partnership" in the form above and moves focus to it. */
export function PartnershipCard() {
  const { t } = useTranslation('company');
  return (
    <InfoCard id="partner-with-us" icon={Handshake} title={t('contact.partnership.title')} tone="accent">
      <p className={styles.text}>{t('contact.partnership.text')}</p>
      <ButtonLink to={contactWith('partnership')} variant="secondary">
        {t('contact.partnership.button')}
      </ButtonLink>
    </InfoCard>
  );
}
