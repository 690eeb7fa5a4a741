import { useCallback, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import type { AreaRoutes, SiteRoutes as SiteRoutesInForce } from 'shared-ui/site';
import { AddAreaRoutesContext, SiteRoutesContext } from '../lib/site-routes/site-routes';
import { SiteRoutes } from './router';

/** The app, with the routes in force it was started with (the page's, or in development the areas' own). */
export function App({ routes: initial }: { routes: SiteRoutesInForce }) {
  const [routes, setRoutes] = useState(initial);
  // An area's routes the page did not have, fetched since (features/remotes/area-routes-loader.tsx).
  const addAreaRoutes = useCallback(
    (area: string, added: AreaRoutes) =>
      setRoutes((current) => ({ ...current, areas: { ...current.areas, [area]: added } })),
    [],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SiteRoutesContext.Provider value={routes}>
        <AddAreaRoutesContext.Provider value={addAreaRoutes}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </AddAreaRoutesContext.Provider>
      </SiteRoutesContext.Provider>
    </I18nextProvider>
  );
}
