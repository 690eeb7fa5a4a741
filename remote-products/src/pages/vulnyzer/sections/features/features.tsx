import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { FeatureCards } from '../../../../components/feature-cards/feature-cards';
import { vulnyzerFeatures } from '../../../../data/vulnyzer';

export function VulnyzerFeatures() {
  const { t } = useTranslation('products');
  return (
    <Section id="features" title={t('vulnyzer.features.title')} subtitle={t('vulnyzer.features.subtitle')}>
      <FeatureCards entries={vulnyzerFeatures} copy={t('vulnyzer.features.items', { returnObjects: true })} />
    </Section>
  );
}
