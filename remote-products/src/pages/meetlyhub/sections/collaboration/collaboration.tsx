import { useTranslation } from 'react-i18next';
import { Section, Split } from 'shared-ui';
import { PointList } from '../../../../components/point-list/point-list';
import { meetlyhubPoints } from '../../../../data/meetlyhub';
import { joinByIndex, readItems } from '../../../../lib/read-copy';
import { CollaborationIllustration } from './collaboration-illustration';
import styles from './collaboration.module.scss';

export function MeetlyHubCollaboration() {
  const { t } = useTranslation('products');
  const points = joinByIndex(meetlyhubPoints, readItems(t('meetlyhub.collaboration.points', { returnObjects: true })));
  return (
    <Section
      id="collaboration"
      eyebrow={t('meetlyhub.collaboration.eyebrow')}
      title={t('meetlyhub.collaboration.title')}
    >
      <Split reverse visual={<CollaborationIllustration label={t('meetlyhub.collaboration.illustrationAlt')} />}>
        <p className={styles.text}>{t('meetlyhub.collaboration.text')}</p>
        <PointList items={points} />
      </Split>
    </Section>
  );
}
