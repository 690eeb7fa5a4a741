import type { ReactNode } from 'react';
import styles from './hero.module.scss';

export interface HeroProps {
  /** The page's place in the site (Breadcrumb), above the title. */
  breadcrumb?: ReactNode;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  description?: string;
  /** Buttons or links, usually ButtonLink with the light variants. */
  actions?: ReactNode;
  /** An illustration shown beside the text on wide screens. */
  visual?: ReactNode;
  /** Content spanning the full width under the text (for example a stat band). */
  footer?: ReactNode;
}

/** The top of every page: the page's only h1. */
export function Hero({ breadcrumb, eyebrow, title, subtitle, description, actions, visual, footer }: HeroProps) {
  return (
    <div className={styles.hero}>
      <div className={[styles.inner, visual ? '' : styles.single].join(' ')}>
        <div>
          {breadcrumb}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {description && <p className={styles.description}>{description}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {visual && <div className={styles.visual}>{visual}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
