import { registerRemotes } from '@module-federation/enhanced/runtime';
import { withDeadline } from './request-deadline-plugin';

/** Federation name of each remote, mapped to its manifest URL in /remotes.json. */
export type RemotesConfig = Record<string, string>;

let configPromise: Promise<RemotesConfig> | undefined;

/**
 * Reads the deploy-time /remotes.json served beside the shell and registers
 * each remote with the federation runtime. Nothing is fetched from a remote
 * until one of its modules is needed. It has the remotes' deadline too: every
 * remote waits on it.
 */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= fetch('/remotes.json', withDeadline({ cache: 'no-cache' }))
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
      return response.json() as Promise<RemotesConfig>;
    })
    .then((config) => {
      registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
      return config;
    })
    .catch((error: unknown) => {
      configPromise = undefined;
      throw error;
    });
  return configPromise;
}

/**
 * Forgets a remote's failed state so that the next load fetches its manifest
 * again (the runtime otherwise keeps the rejected entry).
 */
export async function resetRemote(name: string): Promise<void> {
  const config = await loadRemotesConfig();
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
