import type { LucideIcon } from 'lucide-react';

/**
 * What exists on a company page, independent of language: each entry's `id`
 * keys its copy in the list of the same name in the company namespace.
 */
export interface IconEntry<Id extends string = string> {
  id: Id;
  icon: LucideIcon;
}

/** The ids of a data list: the keys its copy must have, in every language. */
export type IdOf<Entries extends readonly { id: string }[]> = Entries[number]['id'];
