import { useTranslation } from 'react-i18next';
import { Badge, Section } from 'shared-ui';
import {
  meetlyhubDashboardId,
  meetlyhubDashboardParticipants,
  meetlyhubDashboardRows,
} from '../../../../data/meetlyhub';
import styles from './dashboard.module.scss';

/** A static mock-up of the meeting dashboard: where the hero's "See the dashboard" leads. */
export function MeetlyHubDashboard() {
  const { t } = useTranslation('products');
  const copy = t('meetlyhub.dashboard.rows', { returnObjects: true });
  return (
    <Section
      id={meetlyhubDashboardId}
      linkTarget
      tone="muted"
      title={t('meetlyhub.dashboard.title')}
      subtitle={t('meetlyhub.dashboard.subtitle')}
      centered
    >
      <figure className={styles.mockup}>
        <div className={styles.chrome} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <div className={styles.body}>
          <div className={styles.stage} aria-hidden="true">
            {Array.from({ length: meetlyhubDashboardParticipants }, (_, tile) => (
              <span key={tile} className={styles.tile} />
            ))}
          </div>
          <dl className={styles.rows}>
            {meetlyhubDashboardRows.map(({ id, icon: Icon, tone }) => (
              <div key={id} className={styles.row}>
                <dt className={styles.label}>
                  <Icon size={18} strokeWidth={1.75} aria-hidden="true" />
                  {copy[id].label}
                </dt>
                <dd className={styles.value}>
                  <Badge tone={tone}>{copy[id].value}</Badge>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <figcaption className={styles.caption}>{t('meetlyhub.dashboard.caption')}</figcaption>
      </figure>
    </Section>
  );
}
