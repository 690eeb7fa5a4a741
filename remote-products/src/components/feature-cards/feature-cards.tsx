import { BulletList, CardGrid, IconCard } from 'shared-ui';
import type { IconEntry } from '../../data/types';
import type { FeatureCopy } from '../../locales/en';

export interface FeatureCardsProps<Id extends string> {
  entries: readonly IconEntry<Id>[];
  copy: Readonly<Record<Id, FeatureCopy>>;
}

/** Feature cards: icon, title, description and a list of details. */
export function FeatureCards<Id extends string>({ entries, copy }: FeatureCardsProps<Id>) {
  return (
    <CardGrid columns={3}>
      {entries.map(({ id, icon }) => (
        <IconCard key={id} icon={icon} title={copy[id].title} description={copy[id].description}>
          <BulletList items={copy[id].details} />
        </IconCard>
      ))}
    </CardGrid>
  );
}
