/** Both legal documents were last revised on this date (ISO). */
export const legalLastUpdated = '2026-11-24';
