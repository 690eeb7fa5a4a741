import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { BenefitCards } from '../../../../components/benefit-cards/benefit-cards';
import { meetlyhubBenefits } from '../../../../data/meetlyhub';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function MeetlyHubBenefits() {
  const { t } = useTranslation('products');
  const benefits = joinByIndex(meetlyhubBenefits, readItems(t('meetlyhub.benefits.items', { returnObjects: true })));
  return (
    <Section
      id="benefits"
      tone="muted"
      title={t('meetlyhub.benefits.title')}
      subtitle={t('meetlyhub.benefits.subtitle')}
    >
      <BenefitCards items={benefits} />
    </Section>
  );
}
