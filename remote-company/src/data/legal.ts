/** Both legal documents were last revised on this date (ISO). */
export const legalLastUpdated = '2024-01-15';
