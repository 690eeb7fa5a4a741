import type { ReactNode } from 'react';
import styles from './section.module.scss';

export interface SectionProps {
  id?: string;
  tone?: 'default' | 'muted' | 'dark';
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  centered?: boolean;
  children: ReactNode;
}

/** A full-width band with an optional h2 header; the building block of every page. */
export function Section({ id, tone = 'default', eyebrow, title, subtitle, centered, children }: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={[styles.section, tone !== 'default' ? styles[tone] : ''].join(' ')}
      aria-labelledby={headingId}
    >
      <div className={styles.inner}>
        {title && (
          <header className={[styles.header, centered ? styles.centered : ''].join(' ')}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
