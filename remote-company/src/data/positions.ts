import type { JobPostingFacts } from 'shared-ui';
import { contactWith, paths } from 'shared-ui/site';

export interface Position extends JobPostingFacts {
  id: string;
}

/**
 * Open positions, in display order (copy: careers.positions.items), each with
 * its own page (positionPath); applications go through the contact form,
 * with the position named (applyFor).
 * `datePosted` is the day the position was published on the site and
 * `validThrough` the last day applications are accepted: both are set by hand
 * when a position is added (search engines show them to job seekers), never
 * computed from today, so a page built today says the same thing next year.
 */
export const positions = [
  {
    id: 'java-developer',
    datePosted: '2026-11-24',
    validThrough: '2027-01-31',
    employmentType: 'FULL_TIME',
    locality: 'Coimbatore',
    countryCode: 'IN',
  },
  {
    id: 'senior-java-developer',
    datePosted: '2026-11-24',
    validThrough: '2027-01-31',
    employmentType: 'FULL_TIME',
    locality: 'London',
    countryCode: 'GB',
  },
] as const satisfies readonly Position[];

export type PositionId = (typeof positions)[number]['id'];

/** A position's page: /careers/<id>. */
export const positionPath = (id: PositionId) => `${paths.careers}/${id}`;

/** The contact form for an application to a position: "Job application" selected, the position named. */
export const applyFor = (id: PositionId) => `${contactWith('careers')}&position=${id}`;

export const isPositionId = (id: string | undefined): id is PositionId =>
  positions.some((position) => position.id === id);

export function getPosition(id: PositionId): Position {
  const position = positions.find((entry) => entry.id === id);
  if (!position) throw new Error(`No position ${id}`);
  return position;
}
