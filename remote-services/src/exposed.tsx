import type { AreaElements } from 'shared-ui/server';
import ServicesPage from './pages/services-list/services-page';
import ServiceDetailPage from './pages/service-detail/service-detail-page';
import HomeServiceOverview from './features/home-overview/home-service-overview';

/**
 * The modules this area exposes (module-federation.config.ts), as elements:
 * rendered in Node at build time (render/fragments.tsx) and run alone by
 * `pnpm dev` (bootstrap.tsx), on the routes shared-ui/site gives them.
 */
export const exposedElements: AreaElements<'services'> = {
  ServicesPage: <ServicesPage />,
  ServiceDetailPage: <ServiceDetailPage />,
  HomeServiceOverview: <HomeServiceOverview />,
};
