import { useTranslation } from 'react-i18next';
import { Section, SpecGrid } from 'shared-ui';

export function MeetlyHubSpecs() {
  const { t } = useTranslation('products');
  return (
    <Section id="specifications" title={t('meetlyhub.specs.title')} subtitle={t('meetlyhub.specs.subtitle')}>
      <SpecGrid rows={t('meetlyhub.specs.rows', { returnObjects: true })} label={t('meetlyhub.specs.title')} />
    </Section>
  );
}
