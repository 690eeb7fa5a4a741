import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.scss';

export interface CardGridProps {
  columns?: 2 | 3 | 4;
  children: ReactNode;
  label?: string;
}

/** A responsive list of equal-height cards (one column on phones). */
export function CardGrid({ columns = 3, children, label }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
