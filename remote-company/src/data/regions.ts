import { Building2, Globe, Handshake, MapPin, type LucideIcon } from 'lucide-react';

export interface Region {
  slug: 'europe' | 'americas' | 'asia-pacific' | 'middle-east';
  icon: LucideIcon;
}

/** Global presence, in copy order (`contact.presence.regions`). */
export const regions: readonly Region[] = [
  { slug: 'europe', icon: Building2 },
  { slug: 'americas', icon: Handshake },
  { slug: 'asia-pacific', icon: Globe },
  { slug: 'middle-east', icon: MapPin },
];
