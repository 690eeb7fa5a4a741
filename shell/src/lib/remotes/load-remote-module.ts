import type { ComponentType } from 'react';
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { changeLanguage, defaultLanguage, requestedLanguage, type Language } from 'shared-i18n';
import { loadRemotesConfig } from './remotes-config';

/** An exposed component: a page or a home block, which takes no props. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/**
 * Loads one exposed component ("remote_services/ServicesPage") with its copy
 * in the current language, so a French visitor never sees English first.
 */
export async function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  await loadRemotesConfig();
  preloadWithCopy(id, requestedLanguage());
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  // The language the page is in or switching to: the module's namespaces load for it.
  await changeLanguage(requestedLanguage());
  loaded.set(id, module);
  awaited.get(id)?.resolve(module);
  awaited.delete(id);
  return module;
}

/**
 * A remote's copy in a language other than English is a chunk of its own
 * (<area>-copy-<language>, named in its i18n/register.ts: one name per area,
 * or a build of several areas would merge them), which the module asks
 * for only once it runs: fetched here with the module's code, not after it.
 * The runtime then counts the module as preloaded, so this asks for all of
 * its files but the other copy chunks: another language's, and shared-i18n's
 * (common-<language>), which the shell's own shared-i18n loads. Only a hint:
 * the module's own requests report any failure.
 */
function preloadWithCopy(id: string, language: Language): void {
  if (language === defaultLanguage) return;
  const [name = '', module = ''] = id.split('/');
  const copyChunk = /\/(common|[a-z]+-copy)-[a-z]+\.[0-9a-f]+\.js$/;
  preloadRemote([
    {
      nameOrAlias: name,
      exposes: [`./${module}`],
      resourceCategory: 'all',
      filter: (url) => !copyChunk.test(url) || url.includes(`-copy-${language}.`),
    },
  ]).catch(() => undefined);
}

const loaded = new Map<string, RemoteComponentModule>();
const awaited = new Map<
  string,
  { promise: Promise<RemoteComponentModule>; resolve: (module: RemoteComponentModule) => void }
>();

/**
 * Resolves once any load of the module succeeds (a retry, a block coming
 * into view); never rejects, so a view over server HTML keeps that HTML
 * until the code is here, whatever failed meanwhile.
 */
export function whenRemoteModuleLoaded(id: string): Promise<RemoteComponentModule> {
  const module = loaded.get(id);
  if (module) return Promise.resolve(module);
  let waiting = awaited.get(id);
  if (!waiting) {
    let resolve: (module: RemoteComponentModule) => void = () => undefined;
    const promise = new Promise<RemoteComponentModule>((done) => (resolve = done));
    waiting = { promise, resolve };
    awaited.set(id, waiting);
  }
  return waiting.promise;
}

/** A module already loaded: RemoteView renders it at once, with no loading state in between. */
export function loadedRemoteModule(id: string): RemoteComponentModule | undefined {
  return loaded.get(id);
}

const handedOver = new Map<string, Promise<RemoteComponentModule>>();

/**
 * Loads a module ahead of the RemoteView that will show it (at start-up, or
 * for a deferred block), which then shows this load's outcome rather than
 * start another: a remote out of time is reported at the deadline, not after
 * a second full wait. Kept until the view commits (releaseRemoteModuleLoad),
 * since React may render it more than once before.
 */
export function loadRemoteModuleForView(id: string): Promise<RemoteComponentModule> {
  const loading = loadRemoteModule(id);
  handedOver.set(id, loading);
  // Once loaded, loadedRemoteModule has it; only a failure is kept here.
  loading.then(
    () => {
      if (handedOver.get(id) === loading) handedOver.delete(id);
    },
    () => undefined,
  );
  return loading;
}

/** The load started ahead for this module's view, otherwise a new load. */
export function remoteModuleLoadForView(id: string): Promise<RemoteComponentModule> {
  return handedOver.get(id) ?? loadRemoteModule(id);
}

/** The view has shown the load started for it: a view mounted later loads afresh. */
export function releaseRemoteModuleLoad(id: string): void {
  handedOver.delete(id);
}

/** Forgets a loaded or failed module (a retry after a failure loads it afresh). */
export function forgetRemoteModule(id: string): void {
  loaded.delete(id);
  handedOver.delete(id);
}

/** Starts fetching a remote's module early (on hover, focus or idle). */
export function prefetchRemoteModule(id: string): void {
  loadRemoteModule(id).catch(() => {
    // A failed prefetch is reported when the module is actually rendered.
  });
}
