import type { ReactNode } from 'react';
import styles from './section.module.scss';

export interface SectionProps {
  id?: string;
  tone?: 'default' | 'muted' | 'dark';
  eyebrow?: string;
  title?: string;
  subtitle?: string;
  centered?: boolean;
  /**
   * The section is where a link on its page leads (`#` and its id): it is
   * focusable out of the tab order (tabindex -1, in the server's HTML), so
   * the browser's own fragment navigation brings it into view and moves
   * focus to it, and the next Tab goes on from there.
   */
  linkTarget?: boolean;
  children: ReactNode;
}

/** A full-width band with an optional h2 header; the building block of every page. */
export function Section({
  id,
  tone = 'default',
  eyebrow,
  title,
  subtitle,
  centered,
  linkTarget,
  children,
}: SectionProps) {
  const headingId = id && title ? `${id}-title` : undefined;
  const className = [styles.section, tone !== 'default' ? styles[tone] : '', linkTarget ? styles.linkTarget : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section id={id} className={className} aria-labelledby={headingId} tabIndex={linkTarget ? -1 : undefined}>
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
