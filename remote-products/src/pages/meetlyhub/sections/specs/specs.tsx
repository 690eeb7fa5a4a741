import { useTranslation } from 'react-i18next';
import { Section, SpecGrid } from 'shared-ui';
import { readPairs } from '../../../../lib/read-copy';

export function MeetlyHubSpecs() {
  const { t } = useTranslation('products');
  const rows = readPairs(t('meetlyhub.specs.rows', { returnObjects: true }));
  return (
    <Section id="specifications" title={t('meetlyhub.specs.title')} subtitle={t('meetlyhub.specs.subtitle')}>
      <SpecGrid rows={rows} label={t('meetlyhub.specs.title')} />
    </Section>
  );
}
