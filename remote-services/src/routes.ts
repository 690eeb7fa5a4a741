// The services area's pages, its entries in the header's Services menu and
// its old addresses: its build publishes them as routes.json (labels taken
// from its copy in each language), from which the site serves, lists and
// links them. A new service is its data (data/services.ts), its copy in both
// languages (locales/) and its slug in a group (serviceGroups): its page,
// menu entry and sitemap entry follow from here.
import { paths, serviceGroupOrder, serviceGroups, serviceSlugs, type AreaRouteTable } from 'shared-ui/site';

export const servicesRoutes: AreaRouteTable = {
  pages: [
    { path: paths.services, module: 'ServicesPage' },
    ...serviceSlugs.map((slug) => ({ path: paths.service(slug), module: 'ServiceDetailPage' })),
  ],
  menu: [
    {
      group: 'services',
      sections: serviceGroupOrder.map((group) => ({
        key: group,
        label: `list.groups.${group}`,
        // Each link is named by its page's title.
        links: serviceGroups[group].map((slug) => ({ path: paths.service(slug), label: `items.${slug}.title` })),
      })),
    },
  ],
  redirects: [],
};
