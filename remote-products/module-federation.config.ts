import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { browserOnly, remoteNames, sharedDependencies } from 'shared-ui/build/federation';

export default createModuleFederationConfig({
  name: remoteNames.products,
  exposes: {
    './VulnyzerPage': './src/pages/vulnyzer/vulnyzer-page.tsx',
    './MeetlyHubPage': './src/pages/meetlyhub/meetlyhub-page.tsx',
    './HomeVulnyzerBlock': './src/features/home-blocks/home-vulnyzer-block.tsx',
    './HomeMeetlyHubBlock': './src/features/home-blocks/home-meetlyhub-block.tsx',
  },
  shared: sharedDependencies,
  // A fixed name (not hashed) so nginx can revalidate it like the manifest.
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  // In the production build the shell provides the federation runtime: one
  // copy on the page, not one per remote. Dev keeps it, so the remote's
  // standalone page (pnpm dev) still runs alone.
  experiments: { externalRuntime: process.env.NODE_ENV === 'production', optimization: browserOnly },
  dts: false,
});
