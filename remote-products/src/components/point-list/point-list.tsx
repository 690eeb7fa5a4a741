import type { IconEntry } from '../../data/types';
import type { CardCopy } from '../../locales/en';
import styles from './point-list.module.scss';

export interface PointListProps<Id extends string> {
  entries: readonly IconEntry<Id>[];
  copy: Readonly<Record<Id, CardCopy>>;
}

/** Key points beside an illustration: icon, short title, one sentence. */
export function PointList<Id extends string>({ entries, copy }: PointListProps<Id>) {
  return (
    <ul className={styles.list}>
      {entries.map(({ id, icon: Icon }) => (
        <li key={id} className={styles.point}>
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} strokeWidth={1.75} />
          </span>
          <div>
            <h3 className={styles.title}>{copy[id].title}</h3>
            <p className={styles.description}>{copy[id].description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
