import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { culture } from '../../../../data/careers';

export function Culture() {
  const { t } = useTranslation('company');
  const copy = t('careers.culture.items', { returnObjects: true });
  return (
    <Section id="culture" tone="muted" title={t('careers.culture.title')} subtitle={t('careers.culture.text')}>
      <CardGrid columns={4}>
        {culture.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description} tone="accent" />
        ))}
      </CardGrid>
    </Section>
  );
}
