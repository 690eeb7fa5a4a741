import { StatBand } from 'shared-ui';
import type { CopyPair } from '../../lib/read-copy';
import styles from './product-stats.module.scss';

export interface ProductStatsProps {
  stats: readonly CopyPair[];
  label: string;
}

/** The key figures band that follows a product hero. */
export function ProductStats({ stats, label }: ProductStatsProps) {
  if (stats.length === 0) return null;
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <StatBand stats={stats} label={label} />
      </div>
    </div>
  );
}
