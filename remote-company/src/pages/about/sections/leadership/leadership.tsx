import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { leadership } from '../../../../data/about';
import styles from './leadership.module.scss';

export function Leadership() {
  const { t } = useTranslation('company');
  const copy = t('about.leadership.items', { returnObjects: true });
  return (
    <Section id="leadership" tone="muted" title={t('about.leadership.title')} subtitle={t('about.leadership.subtitle')}>
      <CardGrid columns={3}>
        {leadership.map(({ id, icon }) => (
          <IconCard key={id} icon={icon} title={copy[id].role} description={copy[id].description}>
            <p className={styles.focus}>{copy[id].focus}</p>
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
