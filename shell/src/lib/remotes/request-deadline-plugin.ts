import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteRequestDeadlineMs } from 'shared-ui/site';

/** The same request, aborted once the deadline has passed (body included). */
export function withDeadline(init: RequestInit = {}, ms = remoteRequestDeadlineMs): RequestInit {
  const deadline = AbortSignal.timeout(ms);
  return { ...init, signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline };
}

/**
 * The `<script>` the federation runtime would create, with its attributes
 * (fetchpriority), and the deadline as its timeout. Returning only
 * `{ timeout }` would make the runtime drop the attributes.
 */
function scriptWithAttributes(attrs: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'async' || name === 'defer') script[name] = Boolean(value);
    else script.setAttribute(name, String(value));
  }
  return script;
}

/**
 * Every request of a remote that a visitor waits on gives up after
 * remoteRequestDeadlineMs, so a remote that never answers shows the
 * translated message with its retry instead of "Loading…" for minutes:
 *
 * - the manifest: the runtime's `fetch` hook (it has no timeout of its own).
 *   A manifest that failed is not cached: the runtime forgets it, and a retry
 *   re-registers the remote (remotes-config.ts), so Retry fetches it again;
 * - remoteEntry.js: the runtime's `createScript` hook, whose `timeout`
 *   replaces the runtime's longer default;
 * - chunks load through each app's own webpack runtime: `output.chunkLoadTimeout`
 *   (shared-ui/build/rsbuild-defaults.ts).
 */
export function requestDeadlinePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'request-deadline',
    fetch(url, init) {
      return fetch(url, withDeadline(init));
    },
    createScript({ attrs }) {
      return { script: scriptWithAttributes(attrs), timeout: remoteRequestDeadlineMs };
    },
  };
}
