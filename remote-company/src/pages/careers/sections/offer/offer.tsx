import { useTranslation } from 'react-i18next';
import { BulletList, Section } from 'shared-ui';

export function Offer() {
  const { t } = useTranslation('company');
  return (
    <Section id="what-we-offer" title={t('careers.offer.title')} subtitle={t('careers.offer.subtitle')}>
      <BulletList items={t('careers.offer.items', { returnObjects: true })} columns />
    </Section>
  );
}
