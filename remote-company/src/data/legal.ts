import { paths, site } from 'shared-ui/site';

/** Both legal documents were last revised on this date (ISO). */
export const legalLastUpdated = '2026-11-29';

/**
 * The two legal documents: where each is, the address its copy gives for
 * questions about it ({{email}}), and its sections in order. A section's id
 * is its anchor (#id) and keys its copy in legal.<document>.sections.
 */
export const legalDocuments = {
  privacy: {
    path: paths.privacy,
    email: site.emails.privacy,
    sections: [
      'information-we-collect',
      'how-we-use-information',
      'sharing-information',
      'data-security',
      'your-rights',
      'cookies',
      'international-transfers',
      'children',
      'changes',
      'contact-us',
    ],
  },
  terms: {
    path: paths.terms,
    email: site.emails.general,
    sections: [
      'acceptance',
      'services',
      'user-obligations',
      'intellectual-property',
      'service-levels',
      'limitation-of-liability',
      'privacy',
      'termination',
      'governing-law',
      'changes',
      'severability',
      'contact',
    ],
  },
} as const;

export type LegalDocumentName = keyof typeof legalDocuments;

export type LegalSectionId<Document extends LegalDocumentName> = (typeof legalDocuments)[Document]['sections'][number];
