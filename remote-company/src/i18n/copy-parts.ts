import type { CopyParts } from 'shared-i18n';
import { paths } from 'shared-ui/site';
import { positions } from '../data/positions';

/** The careers page's sections; a position's page shows its own position and the offer. */
const careersSections = ['meta', 'hero', 'whyJoin', 'positions', 'offer', 'culture', 'cta'];
const positionLabels = ['apply', 'levelLabel', 'departmentLabel', 'locationLabel', 'typeLabel'];

/** The company copy each view shows: a page its own section of it. */
export const companyCopyParts: CopyParts = {
  namespace: 'company',
  of: ({ module, path }) => {
    switch (module) {
      case 'AboutPage':
        return ['about'];
      case 'ProjectsPage':
        return ['projects'];
      case 'ContactPage':
        // An application names its position (?service=careers&position=…).
        return [
          'contact',
          ...positions.flatMap(({ id }) =>
            ['title', 'location'].map((name) => `careers.positions.items.${id}.${name}`),
          ),
        ];
      case 'EnquirySentPage':
        return ['enquirySent'];
      case 'CareersPage':
        return careersSections.map((section) => `careers.${section}`);
      case 'PositionPage':
        return [
          'careers.position',
          'careers.offer',
          ...positionLabels.map((label) => `careers.positions.${label}`),
          `careers.positions.items.${(path ?? '').slice(`${paths.careers}/`.length)}`,
        ];
      case 'PrivacyPolicyPage':
        return ['legal.shared', 'legal.privacy'];
      case 'AccessibilityStatementPage':
        return ['legal.shared', 'accessibility'];
      default:
        return ['legal.shared', 'legal.terms'];
    }
  },
};
