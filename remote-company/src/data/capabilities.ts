import { Globe, Layers, Plane, TrendingUp } from 'lucide-react';
import type { IconEntry } from './types';

/** Copy: projects.stats.items */
export const capabilities = [
  { id: 'aerospace-projects', icon: Plane },
  { id: 'international-markets', icon: Globe },
  { id: 'technical-domains', icon: Layers },
  { id: 'client-rated-success', icon: TrendingUp },
] as const satisfies readonly IconEntry[];
