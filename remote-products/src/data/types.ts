import type { LucideIcon } from 'lucide-react';
import type { BadgeProps } from 'shared-ui';

/**
 * What exists on a product page, independent of language: each entry's `id`
 * keys its copy in the list of the same name in the products namespace.
 */
export interface IconEntry<Id extends string = string> {
  id: Id;
  icon: LucideIcon;
}

export interface BadgeEntry<Id extends string = string> extends IconEntry<Id> {
  tone: NonNullable<BadgeProps['tone']>;
}

/** The ids of a data list: the keys its copy must have, in every language. */
export type IdOf<Entries extends readonly { id: string }[]> = Entries[number]['id'];
