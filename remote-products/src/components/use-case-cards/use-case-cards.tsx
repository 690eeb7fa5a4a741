import { Badge, CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { CopyItem } from '../../lib/read-copy';
import styles from './use-case-cards.module.scss';

export interface UseCaseCardsProps {
  items: readonly (IconEntry & { copy: CopyItem })[];
  /** Names the list of sector tags for assistive technology. */
  sectorsLabel: string;
}

/** Use-case cards, each with the sectors it serves as tags. */
export function UseCaseCards({ items, sectorsLabel }: UseCaseCardsProps) {
  return (
    <CardGrid columns={3}>
      {items.map(({ id, icon, copy }) => (
        <IconCard key={id} icon={icon} title={copy.title} description={copy.description}>
          {copy.sectors.length > 0 && (
            <ul className={styles.sectors} aria-label={`${copy.title}: ${sectorsLabel}`}>
              {copy.sectors.map((sector) => (
                <li key={sector}>
                  <Badge tone="primary">{sector}</Badge>
                </li>
              ))}
            </ul>
          )}
        </IconCard>
      ))}
    </CardGrid>
  );
}
