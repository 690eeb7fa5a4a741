import { useTranslation } from 'react-i18next';
import { Section, SpecGrid } from 'shared-ui';
import { meetlyhubSpecRows } from '../../../../data/meetlyhub';

export function MeetlyHubSpecs() {
  const { t } = useTranslation('products');
  const rows = t('meetlyhub.specs.rows', { returnObjects: true });
  return (
    <Section id="specifications" title={t('meetlyhub.specs.title')} subtitle={t('meetlyhub.specs.subtitle')}>
      <SpecGrid rows={meetlyhubSpecRows.map(({ id }) => rows[id])} label={t('meetlyhub.specs.title')} />
    </Section>
  );
}
