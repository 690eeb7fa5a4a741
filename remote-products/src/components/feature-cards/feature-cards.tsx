import { BulletList, CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { CopyItem } from '../../lib/read-copy';

export interface FeatureCardsProps {
  items: readonly (IconEntry & { copy: CopyItem })[];
}

/** Feature cards: icon, title, description and a list of details. */
export function FeatureCards({ items }: FeatureCardsProps) {
  return (
    <CardGrid columns={3}>
      {items.map(({ id, icon, copy }) => (
        <IconCard key={id} icon={icon} title={copy.title} description={copy.description}>
          {copy.details.length > 0 && <BulletList items={copy.details} />}
        </IconCard>
      ))}
    </CardGrid>
  );
}
