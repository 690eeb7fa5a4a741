import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { regions } from '../../../../data/regions';

export function GlobalPresence() {
  const { t } = useTranslation('company');
  const copy = t('contact.presence.regions', { returnObjects: true });
  return (
    <Section
      id="global-presence"
      tone="muted"
      title={t('contact.presence.title')}
      subtitle={t('contact.presence.subtitle')}
    >
      <CardGrid columns={4}>
        {regions.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description} />
        ))}
      </CardGrid>
    </Section>
  );
}
