import { useCallback } from 'react';
import { resolveRoute } from 'shared-ui/site';
import { prefetchRemoteModule } from '../../lib/remotes/load-remote-module';
import { useSiteRoutes } from '../../lib/site-routes/site-routes';

/** Returns a function that starts loading the remote page behind a path, by the routes in force. */
export function usePrefetchRemote() {
  const routes = useSiteRoutes();
  return useCallback(
    (path: string) => {
      const resolved = resolveRoute(routes, path);
      if (resolved.kind === 'page') prefetchRemoteModule(resolved.id, path);
    },
    [routes],
  );
}
