import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { homeValues } from '../../../../data/home-values';

export function HomeValues() {
  const { t } = useTranslation('home');
  const copy = t('values.items', { returnObjects: true });
  return (
    <Section id="values" tone="muted" title={t('values.title')} subtitle={t('values.subtitle')} centered>
      <CardGrid columns={3}>
        {homeValues.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description} />
        ))}
      </CardGrid>
    </Section>
  );
}
