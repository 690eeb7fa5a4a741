import { startStandalone } from 'shared-ui/standalone';
import { paths, serviceSlugs } from 'shared-ui';
import ServicesPage from './pages/services-list/services-page';
import ServiceDetailPage from './pages/service-detail/service-detail-page';
import HomeServiceOverview from './features/home-overview/home-service-overview';

// `pnpm --filter remote-services dev`: this area's pages without the shell.
void startStandalone({
  area: 'services',
  routes: [
    { path: paths.services, element: <ServicesPage />, label: '/services' },
    ...serviceSlugs.map((slug, index) => ({
      path: paths.service(slug),
      element: <ServiceDetailPage />,
      label: index === 0 ? paths.service(slug) : undefined,
    })),
    { path: '/home-overview', element: <HomeServiceOverview />, label: '/home-overview' },
  ],
});
