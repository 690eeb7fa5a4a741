import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { keepInPreload } from './preload-filter';

/**
 * True when the page already holds this remote stylesheet's rules: a
 * pre-rendered page links a copy of each remote stylesheet it needs, marked
 * with the file's path inside the remote (`data-href`, shell/build/prerender.mjs).
 * The name is content-hashed, so the same path means the same rules.
 */
export function hasPrerenderedCopy(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-href]')) {
    const copied = link.getAttribute('data-href');
    if (copied && (path === copied || path.endsWith(`/${copied}`))) return true;
  }
  return false;
}

/**
 * Loading a remote module, the federation runtime first preloads the
 * module's chunks and stylesheets. On a pre-rendered page its stylesheet is
 * already there (the copy the build linked): loading it again would apply
 * the same rules twice and restyle the whole page once it arrives. This
 * plugin leaves such stylesheets out of the preload; the remote's own CSS
 * chunk loader finds the copy by its `data-href` and skips it too.
 */
export function prerenderedStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'prerendered-styles',
    beforePreloadRemote({ preloadOps }) {
      keepInPreload(preloadOps, (url) => !hasPrerenderedCopy(url));
    },
  };
}

/** Module Federation's runtimePlugins entry (shell/module-federation.config.ts). */
export default prerenderedStylesPlugin;
