import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { browserOnly, sharedDependencies } from 'shared-ui/build/federation';

// The shell declares no remotes at build time: their manifest URLs are read
// at run time from /remotes.json (see src/features/remotes/remotes-config.ts),
// so a remote moves host without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedDependencies,
  // 'loaded-first' reuses shared modules already loaded and never fetches a
  // remote before it is needed: one remote being down cannot blank the site.
  shareStrategy: 'loaded-first',
  // The runtime plugins are registered in src/index.ts.
  // Remotes are built with externalRuntime and reuse this copy of the runtime.
  experiments: { provideExternalRuntime: true, optimization: browserOnly },
  dts: false,
});
