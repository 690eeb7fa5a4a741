import { Globe, Layers, Plane, TrendingUp, type LucideIcon } from 'lucide-react';

/** Icons of the capability stats (aerospace projects, markets, domains, satisfaction). */
export const capabilityIcons: readonly LucideIcon[] = [Plane, Globe, Layers, TrendingUp];
