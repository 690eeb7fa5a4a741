/**
 * The accessibility statement's facts, which the owner confirms before going
 * live (README, "Before going live"): the date the site was last checked as
 * the statement says, and how many working days a reply to a reported barrier
 * takes at most. Its sections in order; a section's id is its anchor and keys
 * its copy in accessibility.sections.
 */
export const accessibilityStatement = {
  reviewed: '2026-11-29',
  replyWorkingDays: 5,
  sections: ['standard', 'testing', 'limits', 'report'],
} as const;

export type AccessibilitySectionId = (typeof accessibilityStatement.sections)[number];
