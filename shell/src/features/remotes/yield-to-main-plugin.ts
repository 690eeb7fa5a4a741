import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { keepInPreload } from './preload-filter';

/** Resolves in a new task, so the browser can paint and handle input first. */
export const yieldToMain = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const preloaded = new Set<string>();
const waiting: string[] = [];

/**
 * Adds a `<script>` for each URL, one per task, as the federation runtime's
 * preload does but without adding them all in one task: adding a request to
 * the page costs the main thread a millisecond or two. A chunk script only
 * registers its modules with its remote, which runs them when asked. (Not
 * `<link rel=preload>`: Chromium would serve a failed preload to the retry
 * after a remote came back.)
 */
export function preloadScriptsInTurn(urls: readonly string[]): void {
  const idle = waiting.length === 0;
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    waiting.push(url);
  }
  if (idle && waiting.length) void addInTurn();
}

async function addInTurn(): Promise<void> {
  while (waiting.length) {
    await yieldToMain();
    const url = waiting.shift();
    if (!url) break;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute('fetchpriority', 'high');
    // Done either way; a script that failed may be loaded again (a retry).
    script.addEventListener('load', () => script.remove(), { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        preloaded.delete(url);
      },
      { once: true },
    );
    document.head.appendChild(script);
  }
}

const isScript = (url: string) => /\.m?js(?:[?#]|$)/.test(url);

/**
 * Loading a remote module is one long promise chain in the federation
 * runtime: read the manifest and preload its assets, evaluate remoteEntry.js,
 * initialise sharing, fetch the exposed chunks, run the module. Resolved
 * promises run back to back as microtasks, so on a fast network the chain is
 * one long task. This plugin ends the task between those steps: a visitor's
 * tap is handled in between instead of waiting for the whole chain (Total
 * Blocking Time), at the cost of a few milliseconds of latency per step.
 *
 * The module's scripts are preloaded one per task (preloadScriptsInTurn).
 *
 * Shared modules (React, react-dom, i18next, the router) are loaded the same
 * way, several at once for each chunk that needs them: each one starts in a
 * task of its own, so requesting their chunks is not one long task either.
 */
export function yieldToMainPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yield-to-main',
    // Before a shared module is looked up and its chunk requested.
    async beforeLoadShare(args) {
      await yieldToMain();
      return args;
    },
    // After the remote's manifest is read, before the module's assets are
    // listed and preloaded. The runtime would add a <script> for each of its
    // chunks at once; they are added one per task instead.
    async beforePreloadRemote({ preloadOps }) {
      await yieldToMain();
      keepInPreload(preloadOps, (url) => {
        if (!isScript(url)) return true;
        preloadScriptsInTurn([url]);
        return false;
      });
    },
    // After the manifest is resolved and the module's assets are preloaded.
    async afterResolve(args) {
      await yieldToMain();
      return args;
    },
    // After remoteEntry.js has been evaluated.
    async afterLoadEntry() {
      await yieldToMain();
    },
    // After the remote's share scope has been initialised.
    async afterInitRemote() {
      await yieldToMain();
    },
    // After the exposed module's chunks have loaded, before it runs.
    async afterGetExpose() {
      await yieldToMain();
    },
  };
}

/** Module Federation's runtimePlugins entry (shell/module-federation.config.ts). */
export default yieldToMainPlugin;
