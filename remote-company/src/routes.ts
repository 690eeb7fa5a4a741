// The company area's pages: its build publishes them as routes.json, from
// which the site serves and lists them (shared-ui/contract/fragments.mjs).
import { enquiryOptions, paths, type AreaRouteTable } from 'shared-ui/site';
import { positionPath, positions } from './data/positions';

export const companyRoutes: AreaRouteTable = {
  pages: [
    { path: paths.about, module: 'AboutPage' },
    { path: paths.projects, module: 'ProjectsPage' },
    // Another page's call to action names the service asked about (contactWith): served with it selected.
    {
      path: paths.contact,
      module: 'ContactPage',
      queries: [
        ...enquiryOptions.map((service) => ({ service })),
        ...positions.map(({ id }) => ({ service: 'careers', position: id })),
      ],
    },
    // Where a form post without JavaScript lands: not a page to find in a search.
    { path: paths.enquirySent, module: 'EnquirySentPage', unlisted: true },
    { path: paths.careers, module: 'CareersPage' },
    ...positions.map(({ id }) => ({ path: positionPath(id), module: 'PositionPage' })),
    { path: paths.privacy, module: 'PrivacyPolicyPage' },
    { path: paths.terms, module: 'TermsOfServicePage' },
    { path: paths.accessibility, module: 'AccessibilityStatementPage' },
  ],
  menu: [],
  redirects: [],
};
