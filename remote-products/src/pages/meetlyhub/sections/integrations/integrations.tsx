import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { meetlyhubIntegrations } from '../../../../data/meetlyhub';
import { joinByIndex, readItems } from '../../../../lib/read-copy';

export function MeetlyHubIntegrations() {
  const { t } = useTranslation('products');
  const tiles = joinByIndex(
    meetlyhubIntegrations,
    readItems(t('meetlyhub.integrations.items', { returnObjects: true })),
  );
  return (
    <Section
      id="integrations"
      tone="muted"
      title={t('meetlyhub.integrations.title')}
      subtitle={t('meetlyhub.integrations.subtitle')}
    >
      <CardGrid columns={3}>
        {tiles.map(({ id, icon, copy }) => (
          <IconCard key={id} icon={icon} tone="accent" title={copy.title} description={copy.description} />
        ))}
      </CardGrid>
    </Section>
  );
}
