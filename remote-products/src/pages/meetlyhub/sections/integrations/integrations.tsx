import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { meetlyhubIntegrations } from '../../../../data/meetlyhub';

export function MeetlyHubIntegrations() {
  const { t } = useTranslation('products');
  const copy = t('meetlyhub.integrations.items', { returnObjects: true });
  return (
    <Section
      id="integrations"
      tone="muted"
      title={t('meetlyhub.integrations.title')}
      subtitle={t('meetlyhub.integrations.subtitle')}
    >
      <CardGrid columns={3}>
        {meetlyhubIntegrations.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} tone="accent" title={copy[id].title} description={copy[id].description} />
        ))}
      </CardGrid>
    </Section>
  );
}
