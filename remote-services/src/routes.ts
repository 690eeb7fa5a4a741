// The services area's pages, its entries in the header's Services menu and
// its old addresses: its build publishes them as routes.json (labels taken
// from its copy in each language), from which the site serves, lists and
// links them. A new service is its slug in a group (data/service-groups.ts),
// its data (data/services.ts) and its copy in both languages (locales/): its
// page, menu entry and sitemap entry follow from here.
import { paths, type AreaRouteTable } from 'shared-ui/site';
import { serviceGroups, serviceGroupOrder, serviceSlugs, servicePath } from './data/service-groups';

export const servicesRoutes: AreaRouteTable = {
  pages: [
    { path: paths.services, module: 'ServicesPage' },
    ...serviceSlugs.map((slug) => ({ path: servicePath(slug), module: 'ServiceDetailPage' })),
  ],
  menu: [
    {
      group: 'services',
      sections: serviceGroupOrder.map((group) => ({
        key: group,
        label: `list.groups.${group}`,
        // Each link is named by its page's title.
        links: serviceGroups[group].map((slug) => ({ path: servicePath(slug), label: `items.${slug}.title` })),
      })),
    },
  ],
  redirects: [],
};
