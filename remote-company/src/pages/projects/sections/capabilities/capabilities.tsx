import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { capabilities } from '../../../../data/capabilities';

/** Capability stats: 15+ aerospace projects, 8 countries, 12+ domains, 98% success. */
export function Capabilities() {
  const { t } = useTranslation('company');
  const copy = t('projects.stats.items', { returnObjects: true });
  return (
    <Section id="capabilities" title={t('projects.stats.title')} subtitle={t('projects.stats.subtitle')} centered>
      <CardGrid columns={4}>
        {capabilities.map(({ id, icon }) => (
          <IconCard
            key={id}
            icon={icon}
            metric={copy[id].value}
            title={copy[id].title}
            description={copy[id].description}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
