// The services area's pages and home block as HTML, rendered in Node by its
// own build (shared-ui/build/render-fragments.ts): the same components the shell loads.
import { paths, serviceSlugs } from 'shared-ui';
import { renderFragments } from 'shared-ui/server';
import ServicesPage from '../pages/services-list/services-page';
import ServiceDetailPage from '../pages/service-detail/service-detail-page';
import HomeServiceOverview from '../features/home-overview/home-service-overview';

export const render = () =>
  renderFragments({
    pages: [
      { path: paths.services, module: 'ServicesPage', element: <ServicesPage /> },
      ...serviceSlugs.map((slug) => ({
        path: paths.service(slug),
        module: 'ServiceDetailPage',
        element: <ServiceDetailPage />,
      })),
    ],
    blocks: [{ module: 'HomeServiceOverview', element: <HomeServiceOverview /> }],
  });
