import { Gauge, Lightbulb, Trophy } from 'lucide-react';

/** The values on the home page, in order; each id keys its copy in the home namespace's values.items. */
export const homeValues = [
  { id: 'excellence', icon: Trophy },
  { id: 'agility', icon: Gauge },
  { id: 'innovation', icon: Lightbulb },
] as const;
