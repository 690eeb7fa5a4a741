import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { browserOnly, sharedDependencies } from 'shared-ui/build/federation';

// No remotes at build time: the page says where each is deployed, else
// /remotes.json does (src/lib/remotes/remotes-config.ts), so a remote
// moves without a rebuild of the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedDependencies,
  // Reuses what is loaded and fetches no remote before it is needed: one
  // remote down cannot blank the site.
  shareStrategy: 'loaded-first',
  // Registered before the first shared module loads, so that every request
  // of a remote has the deadline.
  runtimePlugins: [fileURLToPath(new URL('./src/lib/remotes/request-deadline-plugin.ts', import.meta.url))],
  // Remotes are built with externalRuntime and reuse this copy of the runtime.
  experiments: { provideExternalRuntime: true, optimization: browserOnly },
  dts: false,
});
