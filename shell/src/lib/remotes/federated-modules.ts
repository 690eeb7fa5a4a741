import type { ModuleLoader, RemoteComponentModule } from './module-loader';
import { federationWithRemotes } from './remotes-config';
import { fetchManifestAhead } from './request-deadline-plugin';

/**
 * The site's loader: the federation runtime, loaded on the first need
 * (federation.ts), with every area registered where the page says it is
 * (remotes-config.ts). An area's manifest is asked for at once, with the
 * remotes' deadline, while the runtime's chunk is still on its way.
 */
export const federatedModules: ModuleLoader = {
  async load(id, manifest) {
    if (manifest) fetchManifestAhead(manifest);
    return (await federationWithRemotes()).loadRemote<RemoteComponentModule>(id);
  },
  async forget(name, manifest) {
    (await federationWithRemotes()).registerRemotes([{ name, entry: manifest }], { force: true });
  },
};
