import { withDeadline } from './request-deadline-plugin';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { federation } from './federation';
import { modules } from './module-loader';
import { manifestsOf, readManifests, type Manifests } from 'shared-ui/contract/locations';
import { pageData } from '../page-data';

/** Federation name of each remote, mapped to its manifest URL (the page's map, or /remotes.json). */
export type RemotesConfig = Manifests;

let configPromise: Promise<RemotesConfig> | undefined;

/**
 * The remotes the server composed this page from (its data): their HTML hydrates with the code of the same
 * releases, even when remotes.json changed since. Undefined without it (development).
 */
function pageRemotes(): RemotesConfig | undefined {
  const remotes = pageData()?.remotes;
  return remotes && manifestsOf(remotes);
}

/** Where each area is now (/remotes.json, made by the edge from the areas' location files), with the remotes' deadline. */
async function fetchRemotesJson(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', withDeadline({ cache: 'no-cache' }));
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const config = readManifests(await response.json());
  if (!config) throw new Error('remotes.json: not a map of remote names to manifest URLs');
  return config;
}

/**
 * Where each remote is: where the page says it was composed from, else
 * /remotes.json. Reading remotes.json has the remotes' deadline too: every
 * remote waits on it. Nothing of the federation loads for this.
 */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= (async () => pageRemotes() ?? (await fetchRemotesJson()))().catch((error: unknown) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}

/**
 * Forgets a remote's failed state so that the next load fetches its manifest
 * again (the runtime otherwise keeps the rejected entry). Resolves to true
 * when remotes.json now names another place for it (a redeploy since the page
 * was composed): the page should then be asked for again, for HTML of that
 * release and a CSP that names its origin.
 */
export async function resetRemote(name: string): Promise<boolean> {
  const config = await loadRemotesConfig();
  const now = await fetchRemotesJson().catch(() => config);
  const entry = config[name];
  if (entry) await modules().forget(name, entry);
  return now[name] !== undefined && now[name] !== entry;
}

let withRemotes: Promise<ModuleFederation> | undefined;

/**
 * The federation runtime with every remote registered where loadRemotesConfig
 * says it is: loaded the first time an area's code is needed. Nothing is
 * fetched from a remote until one of its modules is.
 */
export function federationWithRemotes(): Promise<ModuleFederation> {
  withRemotes ??= Promise.all([federation(), loadRemotesConfig()]).then(
    ([instance, config]) => {
      instance.registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
      return instance;
    },
    (error: unknown) => {
      withRemotes = undefined;
      throw error;
    },
  );
  return withRemotes;
}
