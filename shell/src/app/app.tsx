import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import { i18n } from 'shared-i18n';
import type { AreaRoutes, SiteRoutes as SiteRoutesInForce } from 'shared-ui/site';
import { AddAreaRoutesContext, SiteRoutesContext } from '../lib/site-routes/site-routes';
import { SiteRoutes } from './router';
import { listenForNeeds } from '../features/remotes/intent';
import { followLinksInApp } from '../features/remotes/in-app-links';

/**
 * The document's listeners for what the views still over the server's HTML
 * need: their code on the visitor's intent, their links followed in the app.
 * Rendered after the routes, so that its effect runs once the views have
 * said what waits.
 */
function VisitorNeeds({ routes }: { routes: SiteRoutesInForce }) {
  const navigate = useNavigate();
  const current = useRef({ routes, navigate });
  useEffect(() => {
    current.current = { routes, navigate };
  });
  useEffect(() => {
    const inForce = () => current.current.routes;
    const stopNeeds = listenForNeeds(inForce);
    const stopLinks = followLinksInApp((to) => void current.current.navigate(to), inForce);
    return () => {
      stopNeeds();
      stopLinks();
    };
  }, []);
  return null;
}

/** The app, with the routes in force it was started with (the page's, or in development the areas' own). */
export function App({ routes: initial }: { routes: SiteRoutesInForce }) {
  const [routes, setRoutes] = useState(initial);
  // An area's routes the page did not have, fetched since (features/remotes/area-routes-loader.tsx).
  // In a transition: an update that reached a view still over the server's
  // HTML outside one would replace that HTML with its fallback.
  const addAreaRoutes = useCallback(
    (area: string, added: AreaRoutes) =>
      startTransition(() => setRoutes((current) => ({ ...current, areas: { ...current.areas, [area]: added } }))),
    [],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <SiteRoutesContext.Provider value={routes}>
        <AddAreaRoutesContext.Provider value={addAreaRoutes}>
          <BrowserRouter>
            <SiteRoutes />
            <VisitorNeeds routes={routes} />
          </BrowserRouter>
        </AddAreaRoutesContext.Provider>
      </SiteRoutesContext.Provider>
    </I18nextProvider>
  );
}
