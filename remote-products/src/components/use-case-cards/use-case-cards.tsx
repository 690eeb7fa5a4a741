import { Badge, CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { UseCaseCopy } from '../../locales/en';
import styles from './use-case-cards.module.scss';

export interface UseCaseCardsProps<Id extends string> {
  entries: readonly IconEntry<Id>[];
  copy: Readonly<Record<Id, UseCaseCopy>>;
  /** Names the list of sector tags for assistive technology. */
  sectorsLabel: string;
}

/** Use-case cards, each with the sectors it serves as tags. */
export function UseCaseCards<Id extends string>({ entries, copy, sectorsLabel }: UseCaseCardsProps<Id>) {
  return (
    <CardGrid columns={3}>
      {entries.map(({ id, icon }) => (
        <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description}>
          <ul className={styles.sectors} aria-label={`${copy[id].title}: ${sectorsLabel}`}>
            {copy[id].sectors.map((sector) => (
              <li key={sector}>
                <Badge tone="primary">{sector}</Badge>
              </li>
            ))}
          </ul>
        </IconCard>
      ))}
    </CardGrid>
  );
}
