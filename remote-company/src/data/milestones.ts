import { Flag, Plane, Code, Database, School, type LucideIcon } from 'lucide-react';

export interface Milestone {
  /** ISO year-month; formatted for the reader's language. */
  date: string;
  icon: LucideIcon;
}

/** The about-page timeline, in order; copy in `about.timeline.items` by index. */
export const milestones: readonly Milestone[] = [
  { date: '2010-05', icon: Flag },
  { date: '2010-09', icon: Plane },
  { date: '2012-02', icon: Code },
  { date: '2014-11', icon: Database },
  { date: '2015-08', icon: School },
];
