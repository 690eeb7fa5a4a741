import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { FeatureCards } from '../../../../components/feature-cards/feature-cards';
import { vulnyzerFeatures } from '../../../../data/vulnyzer';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function VulnyzerFeatures() {
  const { t } = useTranslation('products');
  const features = joinByIndex(vulnyzerFeatures, readItems(t('vulnyzer.features.items', { returnObjects: true })));
  return (
    <Section id="features" title={t('vulnyzer.features.title')} subtitle={t('vulnyzer.features.subtitle')}>
      <FeatureCards items={features} />
    </Section>
  );
}
