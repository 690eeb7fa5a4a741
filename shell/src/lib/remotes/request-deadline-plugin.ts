import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteRequestDeadlineMs } from 'shared-ui/site';

/** The same request, aborted once the deadline has passed (body included). */
export function withDeadline(init: RequestInit = {}, ms = remoteRequestDeadlineMs): RequestInit {
  const deadline = AbortSignal.timeout(ms);
  return { ...init, signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline };
}

/** Manifests fetched ahead of the runtime (manifestAhead), each for the runtime's fetch hook to take once. */
const ahead = new Map<string, Promise<Response>>();
/** Manifests fetched ahead once already: after that, the runtime has what it read of them. */
const fetchedAhead = new Set<string>();
const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Starts fetching an area's manifest at the first need of its code, beside
 * the runtime's chunk rather than after it (one round trip instead of two):
 * the runtime's fetch hook takes the answer when it asks for that manifest.
 * Once per manifest; a Retry's fetch, after the runtime forgot a failed
 * manifest, is the runtime's own.
 */
export function fetchManifestAhead(manifest: string): void {
  const url = absolute(manifest);
  if (fetchedAhead.has(url)) return;
  fetchedAhead.add(url);
  const response = fetch(url, withDeadline());
  // Its failure is the runtime's to meet, when it takes the answer.
  response.catch(() => undefined);
  ahead.set(url, response);
}

/** The answer fetched ahead for `url`, once; undefined when there is none. */
function takeAhead(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const response = ahead.get(key);
  ahead.delete(key);
  return response;
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
 * - the manifest: the runtime's `fetch` hook (it has no timeout of its own),
 *   which takes the answer fetched ahead when there is one.
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
      return takeAhead(url) ?? fetch(url, withDeadline(init));
    },
    createScript({ attrs }) {
      return { script: scriptWithAttributes(attrs), timeout: remoteRequestDeadlineMs };
    },
  };
}
