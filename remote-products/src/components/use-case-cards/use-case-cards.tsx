import { Badge, CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { UseCaseCopy } from '../../locales/en';
import styles from './use-case-cards.module.scss';

export interface UseCaseCardsProps<Id extends string> {
  entries: readonly IconEntry<Id>[];
  copy: Readonly<Record<Id, UseCaseCopy>>;
  /**
   * Names a card's list of sector tags for assistive technology, from the
   * card's title as it reads inside a sentence (copy: useCases.sectorsLabel,
   * "Sectors for {{title}}").
   */
  sectorsLabel: (title: string) => string;
}

/**
 * A card's title as it reads inside a sentence: its first letter in lower
 * case, unless its first word is an acronym or a name ("IT teams", "SaaS").
 */
const inSentence = (title: string): string =>
  /^\p{Lu}[^\s\p{Lu}]*(\s|$)/u.test(title) ? title.charAt(0).toLocaleLowerCase() + title.slice(1) : title;

/** Use-case cards, each with the sectors it serves as tags. */
export function UseCaseCards<Id extends string>({ entries, copy, sectorsLabel }: UseCaseCardsProps<Id>) {
  return (
    <CardGrid columns={3}>
      {entries.map(({ id, icon }) => (
        <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description}>
          <ul className={styles.sectors} aria-label={sectorsLabel(inSentence(copy[id].title))}>
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
