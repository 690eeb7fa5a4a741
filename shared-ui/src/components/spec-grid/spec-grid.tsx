import type { ReactNode } from 'react';
import styles from './spec-grid.module.scss';

interface SpecRow {
  label: string;
  /** Text, or a link or an address. */
  value: ReactNode;
}

export interface SpecGridProps {
  rows: readonly SpecRow[];
  label?: string;
  /** `cards` (the default): a card per row, two to a row on wider screens; `list`: a compact column of rows. */
  variant?: 'cards' | 'list';
}

const variants = {
  cards: { list: styles.grid, row: styles.row, label: styles.label, value: styles.value },
  list: { list: styles.list, row: styles.listRow, label: styles.listLabel, value: styles.listValue },
};

/** Label and value pairs: technical specifications, the facts of a job, contact details. */
export function SpecGrid({ rows, label, variant = 'cards' }: SpecGridProps) {
  const classes = variants[variant];
  return (
    <dl className={classes.list} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={classes.row}>
          <dt className={classes.label}>{row.label}</dt>
          <dd className={classes.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
