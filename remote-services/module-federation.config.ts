import { remoteFederationConfig } from 'shared-ui/build/federation';

export default remoteFederationConfig('services', {
  ServicesPage: './src/pages/services-list/services-page.tsx',
  ServiceDetailPage: './src/pages/service-detail/service-detail-page.tsx',
  HomeServiceOverview: './src/features/home-overview/home-service-overview.tsx',
});
