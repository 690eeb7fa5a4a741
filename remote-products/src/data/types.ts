import type { LucideIcon } from 'lucide-react';
import type { BadgeProps } from 'shared-ui';

/**
 * What exists on a product page, independent of language. Each entry is
 * joined by position to the list of the same name in the products copy.
 */
export interface IconEntry {
  id: string;
  icon: LucideIcon;
}

export interface BadgeEntry extends IconEntry {
  tone: NonNullable<BadgeProps['tone']>;
}
