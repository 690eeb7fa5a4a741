import { startTransition, useCallback, useState, type ReactNode } from 'react';
import type { AreaRoutes, SiteRoutes } from 'shared-ui/site';
import { AddAreaRoutesContext, SiteRoutesContext } from './site-routes';

/**
 * The routes in force in the app, from those it was started with (the page's, or in development the areas' own),
 * with each area's routes the page did not have added once fetched (features/remotes/area-routes-loader.tsx).
 * Added in a transition: an update that reached a view still over the server's HTML outside one would replace that
 * HTML with its fallback; in one, the view keeps its HTML until its code is there.
 */
export function RoutesInForce({ initial, children }: { initial: SiteRoutes; children: ReactNode }) {
  const [routes, setRoutes] = useState(initial);
  const addAreaRoutes = useCallback(
    (area: string, added: AreaRoutes) =>
      startTransition(() => setRoutes((current) => ({ ...current, areas: { ...current.areas, [area]: added } }))),
    [],
  );
  return (
    <SiteRoutesContext.Provider value={routes}>
      <AddAreaRoutesContext.Provider value={addAreaRoutes}>{children}</AddAreaRoutesContext.Provider>
    </SiteRoutesContext.Provider>
  );
}
