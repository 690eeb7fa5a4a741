import { useTranslation } from 'react-i18next';
import { Section, Split } from 'shared-ui';
import { PointList } from '../../../../components/point-list/point-list';
import { vulnyzerOverviewId, vulnyzerPoints } from '../../../../data/vulnyzer';
import { joinByIndex, readItems } from '../../../../lib/read-copy';
import { OverviewIllustration } from './overview-illustration';
import styles from './overview.module.scss';

export function VulnyzerOverview() {
  const { t } = useTranslation('products');
  const points = joinByIndex(vulnyzerPoints, readItems(t('vulnyzer.overview.points', { returnObjects: true })));
  return (
    <Section id={vulnyzerOverviewId} eyebrow={t('vulnyzer.overview.eyebrow')} title={t('vulnyzer.overview.title')}>
      <Split visual={<OverviewIllustration label={t('vulnyzer.overview.illustrationAlt')} />}>
        <p className={styles.text}>{t('vulnyzer.overview.text')}</p>
        <PointList items={points} />
      </Split>
    </Section>
  );
}
