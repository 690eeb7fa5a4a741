import { fileURLToPath } from 'node:url';
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
  // Registered with the runtime itself, before the first shared module loads:
  // a remote's manifest and remoteEntry.js have a deadline. (A page links its
  // remote's stylesheets at their own URL: the runtime and the CSS loader
  // find them there and do not load them again.)
  runtimePlugins: [fileURLToPath(new URL('./src/features/remotes/request-deadline-plugin.ts', import.meta.url))],
  // Remotes are built with externalRuntime and reuse this copy of the runtime.
  experiments: { provideExternalRuntime: true, optimization: browserOnly },
  dts: false,
});
