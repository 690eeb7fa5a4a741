import { preloadRemote } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from '../../lib/remotes/remotes-config';

/**
 * Fetches the manifest, entry and chunks of the modules the first route
 * needs while the shell is still loading its copy, instead of after the
 * first render. Only a hint: failures surface when the module is rendered.
 */
export function preloadRemoteModules(ids: readonly string[]): void {
  loadRemotesConfig()
    .then((config) => {
      const exposesByRemote = new Map<string, string[]>();
      for (const id of ids) {
        const [name = '', module = ''] = id.split('/');
        if (name in config) exposesByRemote.set(name, [...(exposesByRemote.get(name) ?? []), `./${module}`]);
      }
      return preloadRemote(
        [...exposesByRemote].map(([nameOrAlias, exposes]) => ({
          nameOrAlias,
          exposes,
          resourceCategory: 'sync' as const,
        })),
      );
    })
    .catch(() => undefined);
}
