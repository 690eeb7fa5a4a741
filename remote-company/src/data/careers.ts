import {
  Award,
  BookOpen,
  Globe,
  HeartPulse,
  MessageCircle,
  Scale,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Why-join cards: industry leadership, global impact, career growth, learning culture. */
export const whyJoinIcons: readonly LucideIcon[] = [Award, Globe, TrendingUp, BookOpen];

/** Culture cards: balance, communication, team spirit, wellbeing. */
export const cultureIcons: readonly LucideIcon[] = [Scale, MessageCircle, Users, HeartPulse];
