import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Section } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
import { milestones } from '../../../../data/milestones';
import { formatMonthYear } from '../../../../lib/format-date';
import styles from './timeline.module.scss';

/** The company's milestones, each revealed as it scrolls into view by the stylesheet alone (timeline.module.scss). */
export function Timeline() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const copy = t('about.timeline.items', { returnObjects: true });
  return (
    <Section id="timeline" tone="muted" title={t('about.timeline.title')} subtitle={t('about.timeline.subtitle')}>
      <ol className={styles.timeline} data-testid="timeline">
        {milestones.map(({ id, date, icon: Icon }) => (
          <li key={id} className={styles.item}>
            <span className={styles.marker} aria-hidden="true">
              <Icon size={20} />
            </span>
            <article className={styles.card}>
              <time className={styles.date} dateTime={date}>
                {formatMonthYear(date, language)}
              </time>
              <h3 className={styles.title}>{copy[id].title}</h3>
              <p className={styles.description}>{copy[id].description}</p>
              <p className={styles.location}>
                <MapPin size={16} aria-hidden="true" />
                {copy[id].location}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
