import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { capabilityIcons } from '../../../../data/capabilities';

/** Capability stats: 15+ aerospace projects, 8 countries, 12+ domains, 98% success. */
export function Capabilities() {
  const { t } = useTranslation('company');
  const items = t('projects.stats.items', { returnObjects: true });
  return (
    <Section id="capabilities" title={t('projects.stats.title')} subtitle={t('projects.stats.subtitle')} centered>
      <CardGrid columns={4}>
        {items.map((item, index) => (
          <IconCard
            key={item.title}
            icon={capabilityIcons[index]}
            metric={item.value}
            title={item.title}
            description={item.description}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
