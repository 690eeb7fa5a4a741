import { CheckCircle2 } from 'lucide-react';
import styles from './bullet-list.module.scss';

export interface BulletListProps {
  items: readonly string[];
  /** Spread the items over two or three columns on wide screens. */
  columns?: boolean;
  label?: string;
}

/** A list of short points, each with a check mark. */
export function BulletList({ items, columns, label }: BulletListProps) {
  return (
    <ul className={[styles.list, columns ? styles.columns : ''].join(' ')} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CheckCircle2 className={styles.icon} size={18} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
