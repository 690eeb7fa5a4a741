import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { credentials } from '../../../../data/about';

/** ISO 9001, Cyber Essentials and the founders' combined experience. */
export function Credentials() {
  const { t } = useTranslation('company');
  const copy = t('about.credentials.items', { returnObjects: true });
  return (
    <Section id="credentials" title={t('about.credentials.title')}>
      <CardGrid columns={3}>
        {credentials.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description} tone="accent" />
        ))}
      </CardGrid>
    </Section>
  );
}
