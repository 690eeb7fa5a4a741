import { StatBand } from 'shared-ui';
import type { RowCopy } from '../../locales/en';
import styles from './product-stats.module.scss';

export interface ProductStatsProps {
  stats: readonly RowCopy[];
  label: string;
}

/** The key figures band that follows a product hero. */
export function ProductStats({ stats, label }: ProductStatsProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <StatBand stats={stats} label={label} />
      </div>
    </div>
  );
}
