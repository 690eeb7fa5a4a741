import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styles from './icon-card.module.scss';

export interface IconCardProps {
  icon?: LucideIcon;
  title: string;
  description?: string;
  /** A large figure shown above the title (impact and stat cards). */
  metric?: string;
  /** A badge or tag shown at the top right. */
  badge?: ReactNode;
  tone?: 'primary' | 'accent';
  headingLevel?: 'h3' | 'h4';
  /** Extra content under the description: lists, tags. */
  children?: ReactNode;
  /** Pinned to the bottom of the card: usually a link. */
  footer?: ReactNode;
}

export function IconCard({
  icon: Icon,
  title,
  description,
  metric,
  badge,
  tone = 'primary',
  headingLevel: Heading = 'h3',
  children,
  footer,
}: IconCardProps) {
  return (
    <article
      className={[styles.card, tone === 'accent' ? styles.accent : '', footer ? styles.interactive : ''].join(' ')}
    >
      {(Icon || badge) && (
        <div className={styles.top}>
          {Icon && (
            <span className={styles.icon} aria-hidden="true">
              <Icon size={24} strokeWidth={1.75} />
            </span>
          )}
          {badge}
        </div>
      )}
      {metric && <p className={styles.metric}>{metric}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
