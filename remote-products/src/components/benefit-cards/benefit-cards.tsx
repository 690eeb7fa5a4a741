import { CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { CardCopy } from '../../locales/en';

export interface BenefitCardsProps<Id extends string> {
  entries: readonly IconEntry<Id>[];
  copy: Readonly<Record<Id, CardCopy>>;
}

/** Benefit cards: icon, title and description, four to a row on wide screens. */
export function BenefitCards<Id extends string>({ entries, copy }: BenefitCardsProps<Id>) {
  return (
    <CardGrid columns={4}>
      {entries.map(({ id, icon }) => (
        <IconCard key={id} icon={icon} tone="accent" title={copy[id].title} description={copy[id].description} />
      ))}
    </CardGrid>
  );
}
