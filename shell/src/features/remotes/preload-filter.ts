import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type BeforePreloadRemote = NonNullable<ModuleFederationRuntimePlugin['beforePreloadRemote']>;
type PreloadOps = Parameters<BeforePreloadRemote>[0]['preloadOps'];

/**
 * Narrows what the federation runtime preloads for each request to the asset
 * URLs `keep` accepts (the `filter` of MF's preload options), after any
 * filter already set: `keep` sees only what that filter let through.
 */
export function keepInPreload(preloadOps: PreloadOps, keep: (url: string) => boolean): void {
  for (const op of preloadOps) {
    const previous = op.filter;
    op.filter = (url) => (!previous || previous(url)) && keep(url);
  }
}
