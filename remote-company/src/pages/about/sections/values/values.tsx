import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { valueIcons } from '../../../../data/about';

export function Values() {
  const { t } = useTranslation('company');
  const items = t('about.values.items', { returnObjects: true });
  return (
    <Section id="values" title={t('about.values.title')} subtitle={t('about.values.subtitle')} centered>
      <CardGrid columns={3}>
        {items.map((item, index) => (
          <IconCard key={item.title} icon={valueIcons[index]} title={item.title} description={item.description} />
        ))}
      </CardGrid>
    </Section>
  );
}
