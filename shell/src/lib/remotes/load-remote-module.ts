import { hasCopy, loadLanguage, registerCopy, type Copy, type CopyLoader } from 'shared-i18n';
import { blockCopyFile, blockCopySource, pageCopyFile, pageCopySource } from 'shared-ui/site';
import { loadRemotesConfig, type RemotesConfig } from './remotes-config';
import { withDeadline } from './request-deadline-plugin';
import { modules, type RemoteComponentModule } from './module-loader';
import { capture, noteRequested } from '../field/field-capture';

export type { RemoteComponentModule } from './module-loader';

/** The copy source of a view: a page of an area by its route, a home block by its module id ("remote_services/HomeServiceOverview"). */
const viewCopySource = (id: string, route: string | undefined): string => {
  const [remote = '', module = ''] = id.split('/');
  return route ? pageCopySource(remote, route) : blockCopySource(remote, module);
};

/** One loader per view and release: the same one again keeps its copy; a new release's loads afresh. */
const copyLoaders = new Map<string, CopyLoader>();

/**
 * Registers the copy source of a view: in production the file its area's
 * build wrote for it in each language, fetched beside the view's code (one
 * round trip, not two), unless the page carried it. In development each
 * area's module registers its whole copy itself.
 */
function registerViewCopy(id: string, route: string | undefined, config: RemotesConfig): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve();
  const [remote = '', module = ''] = id.split('/');
  const manifest = config[remote];
  // Deployed nowhere: loading the module reports it.
  if (!manifest) return Promise.resolve();
  const base = new URL('.', new URL(manifest, window.location.href)).href;
  const source = route ? pageCopySource(remote, route) : blockCopySource(remote, module);
  const key = `${source} ${base}`;
  let loader = copyLoaders.get(key);
  if (!loader) {
    loader = async (language): Promise<Copy> => {
      const file = route ? pageCopyFile(route, language) : blockCopyFile(module, language);
      const response = await fetch(new URL(file, base), withDeadline());
      // Gone (a release removed since the page was composed) or failing: the view's message and Retry say so.
      if (!response.ok) throw new Error(`${source} copy: HTTP ${response.status}`);
      return (await response.json()) as Copy;
    };
    copyLoaders.set(key, loader);
  }
  return registerCopy(source, loader);
}

/** Whether a view's copy is here in the language shown (in development, its module brings it). */
const viewCopyPresent = (id: string, route: string | undefined): boolean =>
  process.env.NODE_ENV !== 'production' || hasCopy(viewCopySource(id, route));

/**
 * Loads one exposed component with its copy in the current language (for a
 * page, its route's), so a French visitor never sees English or a key first.
 */
export async function loadRemoteModule(id: string, route?: string): Promise<RemoteComponentModule> {
  let module: RemoteComponentModule | null;
  noteRequested(id.split('/')[0] ?? '');
  try {
    const config = await loadRemotesConfig();
    [module] = await Promise.all([
      modules().load(id, config[id.split('/')[0] ?? '']),
      registerViewCopy(id, route, config),
    ]);
    if (!module?.default) throw new Error(`Remote module ${id} has no default export`);
  } catch (error) {
    // Reported here, as a remote that did not load: the error boundary that then shows it reports it no more.
    capture({ kind: 'remote', id, error });
    throw error;
  }
  // Whatever the module registered loads in the language shown or being switched to.
  await loadLanguage();
  loaded.set(id, module);
  awaited.get(id)?.resolve(module);
  awaited.delete(id);
  return module;
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

/** A module already loaded, with the view's copy: RemoteView renders it at once, with no loading state in between. */
export function loadedRemoteModule(id: string, route?: string): RemoteComponentModule | undefined {
  return viewCopyPresent(id, route) ? loaded.get(id) : undefined;
}

/** Forgets a loaded or failed module (a retry after a failure loads it afresh). */
export function forgetRemoteModule(id: string): void {
  loaded.delete(id);
}

/** Starts fetching a remote's module early (on hover, focus or idle). */
export function prefetchRemoteModule(id: string, route?: string): void {
  loadRemoteModule(id, route).catch(() => {
    // A failed prefetch is reported when the module is actually rendered.
  });
}
