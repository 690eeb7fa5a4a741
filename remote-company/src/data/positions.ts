import type { JobPostingFacts } from 'shared-ui';

export interface Position extends JobPostingFacts {
  id: string;
}

/**
 * Open positions, in display order (copy: careers.positions.items); each
 * applies via /contact. `datePosted` is the day the position was published on
 * the site: set it when a position is added, since search engines show it to
 * job seekers.
 */
export const positions = [
  {
    id: 'java-developer',
    datePosted: '2026-11-24',
    employmentType: 'FULL_TIME',
    locality: 'Coimbatore',
    countryCode: 'IN',
  },
  {
    id: 'senior-java-developer',
    datePosted: '2026-11-24',
    employmentType: 'FULL_TIME',
    locality: 'London',
    countryCode: 'GB',
  },
] as const satisfies readonly Position[];
