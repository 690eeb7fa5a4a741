import type { IconEntry } from '../../data/types';
import type { CopyItem } from '../../lib/read-copy';
import styles from './point-list.module.scss';

export interface PointListProps {
  items: readonly (IconEntry & { copy: CopyItem })[];
}

/** Key points beside an illustration: icon, short title, one sentence. */
export function PointList({ items }: PointListProps) {
  return (
    <ul className={styles.list}>
      {items.map(({ id, icon: Icon, copy }) => (
        <li key={id} className={styles.point}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} strokeWidth={1.75} />
          </span>
          <div>
            <h3 className={styles.title}>{copy.title}</h3>
            {copy.description && <p className={styles.description}>{copy.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
