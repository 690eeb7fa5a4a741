import type { CopyParts } from 'shared-i18n';

/** The company copy each view shows: a page its own section of it. */
export const companyCopyParts: CopyParts = {
  namespace: 'company',
  of: ({ module }) => {
    switch (module) {
      case 'AboutPage':
        return ['about'];
      case 'ProjectsPage':
        return ['projects'];
      case 'ContactPage':
        return ['contact'];
      case 'EnquirySentPage':
        return ['enquirySent'];
      case 'CareersPage':
        return ['careers'];
      case 'PrivacyPolicyPage':
        return ['legal.shared', 'legal.privacy'];
      default:
        return ['legal.shared', 'legal.terms'];
    }
  },
};
