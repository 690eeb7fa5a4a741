import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { leadershipIcons } from '../../../../data/about';
import styles from './leadership.module.scss';

export function Leadership() {
  const { t } = useTranslation('company');
  const items = t('about.leadership.items', { returnObjects: true });
  return (
    <Section id="leadership" tone="muted" title={t('about.leadership.title')} subtitle={t('about.leadership.subtitle')}>
      <CardGrid columns={3}>
        {items.map((item, index) => (
          <IconCard key={item.role} icon={leadershipIcons[index]} title={item.role} description={item.description}>
            <p className={styles.focus}>{item.focus}</p>
          </IconCard>
        ))}
      </CardGrid>
    </Section>
  );
}
