import { useTranslation } from 'react-i18next';
import { Section, Split } from 'shared-ui';
import { PointList } from '../../../../components/point-list/point-list';
import { vulnyzerOverviewId, vulnyzerPoints } from '../../../../data/vulnyzer';
import { OverviewIllustration } from './overview-illustration';
import styles from './overview.module.scss';

export function VulnyzerOverview() {
  const { t } = useTranslation('products');
  return (
    <Section
      id={vulnyzerOverviewId}
      linkTarget
      eyebrow={t('vulnyzer.overview.eyebrow')}
      title={t('vulnyzer.overview.title')}
    >
      <Split visual={<OverviewIllustration label={t('vulnyzer.overview.illustrationAlt')} />}>
        <p className={styles.text}>{t('vulnyzer.overview.text')}</p>
        <PointList entries={vulnyzerPoints} copy={t('vulnyzer.overview.points', { returnObjects: true })} />
      </Split>
    </Section>
  );
}
