import { useEffect, useState } from 'react';
import { useAddAreaRoutes, fetchAreaRoutes } from '../../lib/site-routes/site-routes';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';

/**
 * A path under the prefixes of an area whose routes the page does not have
 * (the server could not get them when it composed the page), reached in the
 * app: the area's routes are asked of its release, within the remotes'
 * deadline, and once they are here the path resolves by them. If they cannot
 * be had, the message with its Retry, as for a module that does not load.
 */
export function AreaRoutesLoader({ area }: { area: string }) {
  const addAreaRoutes = useAddAreaRoutes();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    fetchAreaRoutes(area).then(
      (routes) => current && addAreaRoutes(area, routes),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [area, attempt, addAreaRoutes]);

  if (!failed) return <RemoteLoading />;
  return (
    <RemoteFallback
      retrying={false}
      onRetry={() => {
        setFailed(false);
        setAttempt((value) => value + 1);
      }}
    />
  );
}
