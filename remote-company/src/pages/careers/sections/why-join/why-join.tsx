import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { whyJoin } from '../../../../data/careers';

export function WhyJoin() {
  const { t } = useTranslation('company');
  const copy = t('careers.whyJoin.items', { returnObjects: true });
  return (
    <Section id="why-join" title={t('careers.whyJoin.title')} subtitle={t('careers.whyJoin.subtitle')} centered>
      <CardGrid columns={4}>
        {whyJoin.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description} />
        ))}
      </CardGrid>
    </Section>
  );
}
