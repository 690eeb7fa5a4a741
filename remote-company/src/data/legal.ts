import { paths, site } from 'shared-ui/site';

/**
 * The two legal documents: where each is, when it was last revised, the address its copy gives for
 * questions about it ({{email}}), and its sections in order. A section's id
 * is its anchor (#id) and keys its copy in legal.<document>.sections.
 */
export const legalDocuments = {
  privacy: {
    path: paths.privacy,
    /** When it was last revised (ISO). */
    updated: '2026-12-08',
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
    updated: '2026-11-29',
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
