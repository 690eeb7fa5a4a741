import { Code, Database, Flag, Plane, School } from 'lucide-react';
import type { IconEntry } from './types';

export interface Milestone extends IconEntry {
  /** ISO year-month; formatted for the reader's language. */
  date: string;
}

/** The about-page timeline, in order. Copy: about.timeline.items */
export const milestones = [
  { id: 'company-founded', date: '2010-05', icon: Flag },
  { id: 'coimbatore-centre', date: '2010-09', icon: Plane },
  { id: 'code-generation-model', date: '2012-02', icon: Code },
  { id: 'erp-migration-platform', date: '2014-11', icon: Database },
  { id: 'paperless-schools', date: '2015-08', icon: School },
] as const satisfies readonly Milestone[];
