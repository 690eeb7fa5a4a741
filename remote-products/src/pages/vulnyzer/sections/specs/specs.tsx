import { useTranslation } from 'react-i18next';
import { Section, SpecGrid } from 'shared-ui';
import { readPairs } from '../../../../lib/read-copy';

export function VulnyzerSpecs() {
  const { t } = useTranslation('products');
  const rows = readPairs(t('vulnyzer.specs.rows', { returnObjects: true }));
  return (
    <Section id="specifications" tone="muted" title={t('vulnyzer.specs.title')} subtitle={t('vulnyzer.specs.subtitle')}>
      <SpecGrid rows={rows} label={t('vulnyzer.specs.title')} />
    </Section>
  );
}
