import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { changeLanguage, requestedLanguage } from 'shared-i18n';
import { loadRemotesConfig } from './remotes-config';
import { yieldToMain } from './yield-to-main-plugin';

export interface RemoteComponentModule {
  default: ComponentType<Record<string, unknown>>;
}

/**
 * Loads one exposed component ("remote_services/ServicesPage") and waits
 * until the namespaces it registered are ready in the current language, so
 * a French visitor never sees English first.
 */
export async function loadRemoteModule(id: string): Promise<RemoteComponentModule> {
  await loadRemotesConfig();
  await yieldToMain();
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  // The language the page is in or is switching to (start-up may still be
  // loading the French copy): the module's own namespaces are loaded for it.
  await changeLanguage(requestedLanguage());
  loaded.set(id, module);
  return module;
}

const loaded = new Map<string, RemoteComponentModule>();

/**
 * A module that has already loaded, or undefined. RemoteView renders it
 * straight away instead of suspending, so the first render of a page whose
 * remote was loaded beforehand shows the content, not a loading state.
 */
export function loadedRemoteModule(id: string): RemoteComponentModule | undefined {
  return loaded.get(id);
}

/** Forgets a loaded module (a retry after a failure loads it afresh). */
export function forgetRemoteModule(id: string): void {
  loaded.delete(id);
}

/** Starts fetching a remote's module early (on hover, focus or idle). */
export function prefetchRemoteModule(id: string): void {
  loadRemoteModule(id).catch(() => {
    // A failed prefetch is reported when the module is actually rendered.
  });
}
