import { useTranslation } from 'react-i18next';
import { Section, SpecGrid } from 'shared-ui';

export function VulnyzerSpecs() {
  const { t } = useTranslation('products');
  return (
    <Section id="specifications" tone="muted" title={t('vulnyzer.specs.title')} subtitle={t('vulnyzer.specs.subtitle')}>
      <SpecGrid rows={t('vulnyzer.specs.rows', { returnObjects: true })} label={t('vulnyzer.specs.title')} />
    </Section>
  );
}
