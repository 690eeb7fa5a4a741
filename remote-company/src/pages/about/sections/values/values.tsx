import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { values } from '../../../../data/about';

export function Values() {
  const { t } = useTranslation('company');
  const copy = t('about.values.items', { returnObjects: true });
  return (
    <Section id="values" title={t('about.values.title')} subtitle={t('about.values.subtitle')} centered>
      <CardGrid columns={3}>
        {values.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description} />
        ))}
      </CardGrid>
    </Section>
  );
}
