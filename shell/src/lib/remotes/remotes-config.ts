import { withDeadline } from './request-deadline-plugin';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { federation } from './federation';
import { modules } from './module-loader';
import { manifestsOf, readManifests, type Manifests, type ManifestsInForce } from 'shared-ui/contract/locations';
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

/**
 * Each area's releases in force now (/remotes.json, made by the edge from the areas' files: the stable one, then the
 * canary while one runs), with the remotes' deadline.
 */
async function fetchRemotesJson(): Promise<ManifestsInForce> {
  const response = await fetch('/remotes.json', withDeadline({ cache: 'no-cache' }));
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const inForce = readManifests(await response.json());
  if (!inForce) throw new Error('remotes.json: not a map of remote names to manifest URLs');
  return inForce;
}

/**
 * Where each remote is: where the page says it was composed from, else the
 * stable releases of /remotes.json. Reading remotes.json has the remotes'
 * deadline too: every remote waits on it. Nothing of the federation loads for this.
 */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= (async () =>
    pageRemotes() ??
    Object.fromEntries(
      Object.entries(await fetchRemotesJson()).flatMap(([name, [stable]]) => (stable ? [[name, stable]] : [])),
    ))().catch((error: unknown) => {
    configPromise = undefined;
    throw error;
  });
  return configPromise;
}

/**
 * Forgets a remote's failed state so that the next load fetches its manifest
 * again (the runtime otherwise keeps the rejected entry). Resolves to true
 * when remotes.json names neither this page's release of it any more (a
 * redeploy since the page was composed, or its canary withdrawn): the page
 * should then be asked for again, for HTML of a release in force and a CSP
 * that names its origin.
 */
export async function resetRemote(name: string): Promise<boolean> {
  const config = await loadRemotesConfig();
  const now = await fetchRemotesJson().catch(() => undefined);
  const entry = config[name];
  if (entry) await modules().forget(name, entry);
  const inForce = now?.[name];
  return inForce !== undefined && entry !== undefined && !inForce.includes(entry);
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
