import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { credentialIcons } from '../../../../data/about';

/** ISO 9001, Cyber Essentials and the founders' combined experience. */
export function Credentials() {
  const { t } = useTranslation('company');
  const items = t('about.credentials.items', { returnObjects: true });
  return (
    <Section id="credentials" title={t('about.credentials.title')}>
      <CardGrid columns={3}>
        {items.map((item, index) => (
          <IconCard
            key={item.title}
            icon={credentialIcons[index]}
            title={item.title}
            description={item.description}
            tone="accent"
          />
        ))}
      </CardGrid>
    </Section>
  );
}
