import { CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { CopyItem } from '../../lib/read-copy';

export interface BenefitCardsProps {
  items: readonly (IconEntry & { copy: CopyItem })[];
}

/** Benefit cards: icon, title and description, four to a row on wide screens. */
export function BenefitCards({ items }: BenefitCardsProps) {
  return (
    <CardGrid columns={4}>
      {items.map(({ id, icon, copy }) => (
        <IconCard key={id} icon={icon} tone="accent" title={copy.title} description={copy.description} />
      ))}
    </CardGrid>
  );
}
