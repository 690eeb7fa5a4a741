import { useTranslation } from 'react-i18next';
import { Eye, Target } from 'lucide-react';
import { IconCard, Section } from 'shared-ui';
import styles from './mission-vision.module.scss';

export function MissionVision() {
  const { t } = useTranslation('company');
  return (
    <Section id="mission-vision" tone="muted">
      <div className={styles.pair}>
        <IconCard
          icon={Target}
          title={t('about.mission.title')}
          description={t('about.mission.text')}
          headingLevel="h3"
        />
        <IconCard icon={Eye} title={t('about.vision.title')} description={t('about.vision.text')} tone="accent" />
      </div>
    </Section>
  );
}
