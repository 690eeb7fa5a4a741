import type { ComponentType } from 'react';

/** An exposed component: a page or a home block, which takes no props. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/**
 * Where the areas' exposed modules come from. The app is given one when it
 * starts (app/start-app.tsx): on the site, the federation runtime
 * (federated-modules.ts); in the bench's one bundle, the areas' sources
 * imported directly (e2e/bench/one-bundle-modules.ts).
 */
export interface ModuleLoader {
  /** The module `id` ("remote_services/ServicesPage") of the release `manifest` names (undefined: deployed nowhere). */
  load(id: string, manifest: string | undefined): Promise<RemoteComponentModule | null>;
  /** Forgets the area `name` that failed at `manifest`, so that its next load fetches it afresh. */
  forget(name: string, manifest: string): Promise<void>;
}

let given: ModuleLoader | undefined;

/** The loader every area's module comes from from now on. */
export function provideModules(loader: ModuleLoader): void {
  given = loader;
}

/** The loader the app was given. */
export function modules(): ModuleLoader {
  if (!given) throw new Error('No module loader: the app starts with one (startApp)');
  return given;
}
