import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { BenefitCards } from '../../../../components/benefit-cards/benefit-cards';
import { vulnyzerBenefits } from '../../../../data/vulnyzer';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function VulnyzerBenefits() {
  const { t } = useTranslation('products');
  const benefits = joinByIndex(vulnyzerBenefits, readItems(t('vulnyzer.benefits.items', { returnObjects: true })));
  return (
    <Section id="benefits" tone="muted" title={t('vulnyzer.benefits.title')} subtitle={t('vulnyzer.benefits.subtitle')}>
      <BenefitCards items={benefits} />
    </Section>
  );
}
