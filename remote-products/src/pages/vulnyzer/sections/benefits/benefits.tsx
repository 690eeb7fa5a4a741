import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { BenefitCards } from '../../../../components/benefit-cards/benefit-cards';
import { vulnyzerBenefits } from '../../../../data/vulnyzer';

export function VulnyzerBenefits() {
  const { t } = useTranslation('products');
  return (
    <Section id="benefits" tone="muted" title={t('vulnyzer.benefits.title')} subtitle={t('vulnyzer.benefits.subtitle')}>
      <BenefitCards entries={vulnyzerBenefits} copy={t('vulnyzer.benefits.items', { returnObjects: true })} />
    </Section>
  );
}
