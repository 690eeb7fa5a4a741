import { useTranslation } from 'react-i18next';
import { Section, StatBand } from 'shared-ui';
import styles from './home-mission.module.scss';

export function HomeMission() {
  const { t } = useTranslation('home');
  return (
    <Section id="mission" tone="dark" title={t('mission.title')}>
      <p className={styles.text}>{t('mission.text')}</p>
      <StatBand stats={t('mission.stats', { returnObjects: true })} onDark />
    </Section>
  );
}
