// The products area's pages and old addresses: its build publishes them as
// routes.json, from which the site serves and lists them
// (shared-ui/contract/fragments.mjs).
import { paths, type AreaRouteTable } from 'shared-ui/site';

export const productsRoutes: AreaRouteTable = {
  pages: [
    { path: paths.vulnyzer, module: 'VulnyzerPage' },
    { path: paths.meetlyhub, module: 'MeetlyHubPage' },
  ],
  menu: [],
  // The product's earlier address.
  redirects: [{ from: paths.meetlyhubLegacy, to: paths.meetlyhub }],
};
