import styles from './spec-grid.module.scss';

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecGridProps {
  rows: readonly SpecRow[];
  label?: string;
}

/** Technical specifications as label/value pairs. */
export function SpecGrid({ rows, label }: SpecGridProps) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
