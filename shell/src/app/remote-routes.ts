// Constants only, so the shell bundles its own copy rather than waiting for
// the shared 'shared-ui' module: start-up finds the route's remote at once.
import { paths, serviceSlugs } from 'shared-ui/paths';
import { remoteNames } from 'shared-ui/build/federation';

const services = (module: string) => `${remoteNames.services}/${module}`;
const products = (module: string) => `${remoteNames.products}/${module}`;
const company = (module: string) => `${remoteNames.company}/${module}`;

/** Which exposed module renders each route owned by a remote. */
export const remoteRoutes: readonly { path: string; module: string }[] = [
  { path: paths.services, module: services('ServicesPage') },
  ...serviceSlugs.map((slug) => ({ path: paths.service(slug), module: services('ServiceDetailPage') })),
  { path: paths.vulnyzer, module: products('VulnyzerPage') },
  { path: paths.meetlyhub, module: products('MeetlyHubPage') },
  { path: paths.about, module: company('AboutPage') },
  { path: paths.projects, module: company('ProjectsPage') },
  { path: paths.careers, module: company('CareersPage') },
  { path: paths.contact, module: company('ContactPage') },
  { path: paths.enquirySent, module: company('EnquirySentPage') },
  { path: paths.privacy, module: company('PrivacyPolicyPage') },
  { path: paths.terms, module: company('TermsOfServicePage') },
];

/** Home-page blocks owned by remotes. */
export const homeBlocks = {
  serviceOverview: services('HomeServiceOverview'),
  vulnyzer: products('HomeVulnyzerBlock'),
  meetlyhub: products('HomeMeetlyHubBlock'),
} as const;

export const remoteModuleForPath = (path: string): string | undefined =>
  remoteRoutes.find((route) => route.path === path.split(/[?#]/)[0])?.module;
