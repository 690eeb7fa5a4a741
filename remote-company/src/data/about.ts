import {
  Award,
  BadgeCheck,
  Briefcase,
  Crosshair,
  Gem,
  Globe,
  Handshake,
  Lightbulb,
  ShieldCheck,
  Users,
  Code,
  type LucideIcon,
} from 'lucide-react';

/** Icons of the six values (integrity … precision), in copy order. */
export const valueIcons: readonly LucideIcon[] = [ShieldCheck, Award, Lightbulb, Handshake, Globe, Crosshair];

/** Icons of the leadership roles, in copy order. */
export const leadershipIcons: readonly LucideIcon[] = [Briefcase, Code, BadgeCheck];

/** Icons of the credentials: ISO 9001, Cyber Essentials, combined experience. */
export const credentialIcons: readonly LucideIcon[] = [BadgeCheck, ShieldCheck, Users];

export const missionIcon: LucideIcon = Gem;
