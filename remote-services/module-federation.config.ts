import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteNames, sharedDependencies } from 'shared-ui/build/federation';

export default createModuleFederationConfig({
  name: remoteNames.services,
  exposes: {
    './ServicesPage': './src/pages/services-list/services-page.tsx',
    './ServiceDetailPage': './src/pages/service-detail/service-detail-page.tsx',
    './HomeServiceOverview': './src/features/home-overview/home-service-overview.tsx',
  },
  shared: sharedDependencies,
  shareStrategy: 'loaded-first',
  dts: false,
});
