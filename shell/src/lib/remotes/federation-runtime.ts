import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { requestDeadlinePlugin } from './request-deadline-plugin';

/**
 * The shell's federation instance: the on-need chunk (federation.ts loads
 * it), so that a page needing no area's code loads none of the runtime.
 * Remotes are registered by the manifest each page names (remotes-config.ts):
 * the runtime reads a release's entry, public path and shared packages from it.
 */
export function createFederation(
  sharedModules: Record<string, unknown>,
  versionOf: (name: string) => string,
): ModuleFederation {
  return createInstance({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: Object.fromEntries(
      Object.entries(sharedModules).map(([name, module]) => [
        name,
        { version: versionOf(name), lib: () => module, shareConfig: { singleton: true, requiredVersion: false } },
      ]),
    ),
    // The runtime's core on the global where the areas' entries, built with externalRuntime, find it.
    plugins: [injectExternalRuntimeCore(), requestDeadlinePlugin()],
  });
}
