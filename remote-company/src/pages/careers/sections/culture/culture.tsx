import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { cultureIcons } from '../../../../data/careers';

export function Culture() {
  const { t } = useTranslation('company');
  const items = t('careers.culture.items', { returnObjects: true });
  return (
    <Section id="culture" tone="muted" title={t('careers.culture.title')} subtitle={t('careers.culture.text')}>
      <CardGrid columns={4}>
        {items.map((item, index) => (
          <IconCard
            key={item.title}
            icon={cultureIcons[index]}
            title={item.title}
            description={item.description}
            tone="accent"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
