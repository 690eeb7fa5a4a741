import { useTranslation } from 'react-i18next';
import { Gauge, Lightbulb, Trophy } from 'lucide-react';
import { CardGrid, IconCard, Section } from 'shared-ui';

const valueIcons = [Trophy, Gauge, Lightbulb];

export function HomeValues() {
  const { t } = useTranslation('home');
  return (
    <Section id="values" tone="muted" title={t('values.title')} subtitle={t('values.subtitle')} centered>
      <CardGrid columns={3}>
        {t('values.items', { returnObjects: true }).map((value, index) => (
          <IconCard key={value.title} icon={valueIcons[index]} title={value.title} description={value.description} />
        ))}
      </CardGrid>
    </Section>
  );
}
