import { useCallback } from 'react';
import { remoteModuleForPath } from 'shared-ui/site';
import { prefetchRemoteModule } from '../../lib/remotes/load-remote-module';

/** Returns a function that starts loading the remote page behind a path. */
export function usePrefetchRemote() {
  return useCallback((path: string) => {
    const module = remoteModuleForPath(path);
    if (module) prefetchRemoteModule(module);
  }, []);
}
