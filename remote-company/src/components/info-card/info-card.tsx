import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './info-card.module.scss';

export interface InfoCardProps {
  id: string;
  icon?: LucideIcon;
  title: string;
  tone?: 'default' | 'accent';
  children: ReactNode;
}

/** A titled side card (contact details, partnership) labelled by its own heading. */
export function InfoCard({ id, icon: Icon, title, tone = 'default', children }: InfoCardProps) {
  return (
    <section
      className={[styles.card, tone === 'accent' ? styles.accent : ''].join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {Icon && <Icon className={styles.icon} size={22} aria-hidden="true" />}
        {title}
      </h2>
      {children}
    </section>
  );
}
