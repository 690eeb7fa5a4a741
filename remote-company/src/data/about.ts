import {
  Award,
  BadgeCheck,
  Briefcase,
  Code,
  Crosshair,
  Globe,
  Handshake,
  Lightbulb,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { IconEntry } from './types';

/** Copy: about.values.items */
export const values = [
  { id: 'integrity', icon: ShieldCheck },
  { id: 'excellence', icon: Award },
  { id: 'innovation', icon: Lightbulb },
  { id: 'collaboration', icon: Handshake },
  { id: 'global-reach', icon: Globe },
  { id: 'precision', icon: Crosshair },
] as const satisfies readonly IconEntry[];

/** Copy: about.leadership.items */
export const leadership = [
  { id: 'managing-director', icon: Briefcase },
  { id: 'delivery-director', icon: Code },
  { id: 'quality-security', icon: BadgeCheck },
] as const satisfies readonly IconEntry[];

/** Copy: about.credentials.items */
export const credentials = [
  { id: 'iso-9001', icon: BadgeCheck },
  { id: 'cyber-essentials', icon: ShieldCheck },
  { id: 'combined-experience', icon: Users },
] as const satisfies readonly IconEntry[];
