import { useTranslation } from 'react-i18next';
import { Section, Split } from 'shared-ui';
import { PointList } from '../../../../components/point-list/point-list';
import { meetlyhubPoints } from '../../../../data/meetlyhub';
import { CollaborationIllustration } from './collaboration-illustration';
import styles from './collaboration.module.scss';

export function MeetlyHubCollaboration() {
  const { t } = useTranslation('products');
  return (
    <Section
      id="collaboration"
      eyebrow={t('meetlyhub.collaboration.eyebrow')}
      title={t('meetlyhub.collaboration.title')}
    >
      <Split reverse visual={<CollaborationIllustration label={t('meetlyhub.collaboration.illustrationAlt')} />}>
        <p className={styles.text}>{t('meetlyhub.collaboration.text')}</p>
        <PointList entries={meetlyhubPoints} copy={t('meetlyhub.collaboration.points', { returnObjects: true })} />
      </Split>
    </Section>
  );
}
