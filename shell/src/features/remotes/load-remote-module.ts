import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { changeLanguage, i18n, isLanguage, defaultLanguage } from 'shared-i18n';
import { loadRemotesConfig } from './remotes-config';

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
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  await changeLanguage(isLanguage(i18n.language) ? i18n.language : defaultLanguage);
  return module;
}

/** Starts fetching a remote's module early (on hover, focus or idle). */
export function prefetchRemoteModule(id: string): void {
  loadRemoteModule(id).catch(() => {
    // A failed prefetch is reported when the module is actually rendered.
  });
}
