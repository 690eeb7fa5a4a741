import type { ReactNode } from 'react';
import styles from './split.module.scss';

export interface SplitProps {
  children: ReactNode;
  visual: ReactNode;
  reverse?: boolean;
}

/** Text beside an illustration; stacked on narrow screens. */
export function Split({ children, visual, reverse }: SplitProps) {
  return (
    <div className={[styles.split, reverse ? styles.reverse : ''].join(' ')}>
      <div>{children}</div>
      <div className={styles.visual}>{visual}</div>
    </div>
  );
}
