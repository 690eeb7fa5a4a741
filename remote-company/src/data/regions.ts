import { Building2, Globe, Handshake, MapPin } from 'lucide-react';
import type { IconEntry } from './types';

/** Global presence, in display order. Copy: contact.presence.regions */
export const regions = [
  { id: 'europe', icon: Building2 },
  { id: 'americas', icon: Handshake },
  { id: 'asia-pacific', icon: Globe },
  { id: 'middle-east', icon: MapPin },
] as const satisfies readonly IconEntry[];
