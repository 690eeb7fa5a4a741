import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { whyJoinIcons } from '../../../../data/careers';

export function WhyJoin() {
  const { t } = useTranslation('company');
  const items = t('careers.whyJoin.items', { returnObjects: true });
  return (
    <Section id="why-join" title={t('careers.whyJoin.title')} subtitle={t('careers.whyJoin.subtitle')} centered>
      <CardGrid columns={4}>
        {items.map((item, index) => (
          <IconCard key={item.title} icon={whyJoinIcons[index]} title={item.title} description={item.description} />
        ))}
      </CardGrid>
    </Section>
  );
}
