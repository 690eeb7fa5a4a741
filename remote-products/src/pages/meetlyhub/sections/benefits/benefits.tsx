import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { BenefitCards } from '../../../../components/benefit-cards/benefit-cards';
import { meetlyhubBenefits } from '../../../../data/meetlyhub';

export function MeetlyHubBenefits() {
  const { t } = useTranslation('products');
  return (
    <Section
      id="benefits"
      tone="muted"
      title={t('meetlyhub.benefits.title')}
      subtitle={t('meetlyhub.benefits.subtitle')}
    >
      <BenefitCards entries={meetlyhubBenefits} copy={t('meetlyhub.benefits.items', { returnObjects: true })} />
    </Section>
  );
}
