import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { FeatureCards } from '../../../../components/feature-cards/feature-cards';
import { meetlyhubFeatures } from '../../../../data/meetlyhub';

export function MeetlyHubFeatures() {
  const { t } = useTranslation('products');
  return (
    <Section id="features" title={t('meetlyhub.features.title')} subtitle={t('meetlyhub.features.subtitle')}>
      <FeatureCards entries={meetlyhubFeatures} copy={t('meetlyhub.features.items', { returnObjects: true })} />
    </Section>
  );
}
