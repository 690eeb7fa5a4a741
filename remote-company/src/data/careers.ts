import { Award, BookOpen, Globe, HeartPulse, MessageCircle, Scale, TrendingUp, Users } from 'lucide-react';
import type { IconEntry } from './types';

/** Copy: careers.whyJoin.items */
export const whyJoin = [
  { id: 'industry-leadership', icon: Award },
  { id: 'global-impact', icon: Globe },
  { id: 'career-growth', icon: TrendingUp },
  { id: 'learning-culture', icon: BookOpen },
] as const satisfies readonly IconEntry[];

/** Copy: careers.culture.items */
export const culture = [
  { id: 'work-life-balance', icon: Scale },
  { id: 'open-communication', icon: MessageCircle },
  { id: 'team-spirit', icon: Users },
  { id: 'wellbeing', icon: HeartPulse },
] as const satisfies readonly IconEntry[];
