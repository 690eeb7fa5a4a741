import type { LucideIcon } from 'lucide-react';
import { ArrowRight } from 'lucide-react';
import { BulletList, ButtonLink } from 'shared-ui';
import styles from './product-block.module.scss';

export interface ProductBlockProps {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  link: { to: string; label: string };
}

/** A product teaser card for the shell's home page: the shell owns the section around it. */
export function ProductBlock({ icon: Icon, eyebrow, title, text, points, link }: ProductBlockProps) {
  return (
    <article className={styles.block}>
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden="true">
          <Icon size={26} strokeWidth={1.75} />
        </span>
        <p className={styles.eyebrow}>{eyebrow}</p>
      </div>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.text}>{text}</p>
      {points.length > 0 && <BulletList items={points} />}
      <div className={styles.footer}>
        <ButtonLink to={link.to} variant="primary">
          {link.label}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  );
}
