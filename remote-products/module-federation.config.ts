import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteNames, sharedDependencies } from 'shared-ui/build/federation';

export default createModuleFederationConfig({
  name: remoteNames.products,
  exposes: {
    './VulnyzerPage': './src/pages/vulnyzer/vulnyzer-page.tsx',
    './MeetlyHubPage': './src/pages/meetlyhub/meetlyhub-page.tsx',
    './HomeVulnyzerBlock': './src/features/home-blocks/home-vulnyzer-block.tsx',
    './HomeMeetlyHubBlock': './src/features/home-blocks/home-meetlyhub-block.tsx',
  },
  shared: sharedDependencies,
  shareStrategy: 'loaded-first',
  dts: false,
});
