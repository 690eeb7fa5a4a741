import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Section } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
import { milestones } from '../../../../data/milestones';
import { formatMonthYear } from '../../../../lib/format-date';
import { useReveal } from './use-reveal';
import styles from './timeline.module.scss';

export function Timeline() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const copy = t('about.timeline.items', { returnObjects: true });
  const { ref, ready, delays } = useReveal<HTMLOListElement>(milestones.length);
  return (
    <Section id="timeline" tone="muted" title={t('about.timeline.title')} subtitle={t('about.timeline.subtitle')}>
      <ol ref={ref} className={[styles.timeline, ready ? styles.ready : ''].join(' ')} data-testid="timeline">
        {milestones.map(({ id, date, icon: Icon }, index) => {
          const delay = delays.get(index);
          return (
            <li
              key={id}
              data-index={index}
              data-revealed={!ready || delay !== undefined}
              className={[styles.item, delay !== undefined ? styles.revealed : ''].join(' ')}
              // Only once revealed, set by script: the page's HTML has no style attribute (CSP).
              style={delay ? ({ '--reveal-delay': `${delay}ms` } as CSSProperties) : undefined}
            >
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
          );
        })}
      </ol>
    </Section>
  );
}
