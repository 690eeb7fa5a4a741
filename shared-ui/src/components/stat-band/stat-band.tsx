import styles from './stat-band.module.scss';

interface Stat {
  value: string;
  label: string;
}

export interface StatBandProps {
  stats: readonly Stat[];
  onDark?: boolean;
  label?: string;
}

/** Key figures as a description list: the label is the term, the figure its value. */
export function StatBand({ stats, onDark, label }: StatBandProps) {
  return (
    <dl className={[styles.band, onDark ? styles.onDark : ''].join(' ')} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
