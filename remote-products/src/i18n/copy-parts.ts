import type { CopyParts } from 'shared-i18n';

/** The products copy each view shows: a product's page its own product's alone. */
export const productsCopyParts: CopyParts = {
  namespace: 'products',
  of: ({ module }) => {
    switch (module) {
      case 'VulnyzerPage':
        return ['vulnyzer', 'common'];
      case 'MeetlyHubPage':
        return ['meetlyhub', 'common'];
      case 'HomeVulnyzerBlock':
        return ['home.vulnyzer', 'common'];
      default:
        return ['home.meetlyhub', 'common'];
    }
  },
};
