import type { ReactNode } from 'react';
import styles from './badge.module.scss';

export interface BadgeProps {
  tone?: 'primary' | 'secondary' | 'success' | 'accent';
  children: ReactNode;
}

export function Badge({ tone = 'secondary', children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
