import { Building2, Gauge, Landmark, Plane, School, type LucideIcon } from 'lucide-react';
import type { BadgeProps } from 'shared-ui';

export type ProjectStatus = 'aerospace-integration' | 'completed' | 'ongoing' | 'quality-framework';

export interface ProjectRecord {
  slug: string;
  icon: LucideIcon;
  status: ProjectStatus;
  featured: boolean;
}

/** The four project records, in copy order (`projects.items`). */
export const projects: readonly ProjectRecord[] = [
  { slug: 'aerospace-systems-integration', icon: Plane, status: 'aerospace-integration', featured: true },
  { slug: 'e-government-portal', icon: Landmark, status: 'completed', featured: false },
  { slug: 'paperless-schools', icon: School, status: 'completed', featured: false },
  { slug: 'managed-platform-quality', icon: Gauge, status: 'quality-framework', featured: false },
];

const primaryStatuses: readonly ProjectStatus[] = ['aerospace-integration', 'quality-framework'];

/** Spec: primary style for the aerospace integration and quality framework statuses, secondary otherwise. */
export const statusTone = (status: ProjectStatus): NonNullable<BadgeProps['tone']> =>
  primaryStatuses.includes(status) ? 'primary' : 'secondary';

export const partnershipIcon: LucideIcon = Building2;
