import { Gauge, Landmark, Plane, School } from 'lucide-react';
import type { BadgeProps } from 'shared-ui';
import type { IconEntry } from './types';

export type ProjectStatus = 'aerospace-integration' | 'completed' | 'ongoing' | 'quality-framework';

export interface ProjectRecord extends IconEntry {
  status: ProjectStatus;
  featured: boolean;
}

/** The four project records, in display order. Copy: projects.items */
export const projects = [
  { id: 'aerospace-systems-integration', icon: Plane, status: 'aerospace-integration', featured: true },
  { id: 'e-government-portal', icon: Landmark, status: 'completed', featured: false },
  { id: 'paperless-schools', icon: School, status: 'completed', featured: false },
  { id: 'managed-platform-quality', icon: Gauge, status: 'quality-framework', featured: false },
] as const satisfies readonly ProjectRecord[];

const primaryStatuses: readonly ProjectStatus[] = ['aerospace-integration', 'quality-framework'];

/** Spec: primary style for the aerospace integration and quality framework statuses, secondary otherwise. */
export const statusTone = (status: ProjectStatus): NonNullable<BadgeProps['tone']> =>
  primaryStatuses.includes(status) ? 'primary' : 'secondary';
