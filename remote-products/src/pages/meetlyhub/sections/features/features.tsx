import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { FeatureCards } from '../../../../components/feature-cards/feature-cards';
import { meetlyhubFeatures } from '../../../../data/meetlyhub';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function MeetlyHubFeatures() {
  const { t } = useTranslation('products');
  const features = joinByIndex(meetlyhubFeatures, readItems(t('meetlyhub.features.items', { returnObjects: true })));
  return (
    <Section id="features" title={t('meetlyhub.features.title')} subtitle={t('meetlyhub.features.subtitle')}>
      <FeatureCards items={features} />
    </Section>
  );
}
