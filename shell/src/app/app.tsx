import { useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import { i18n } from 'shared-i18n';
import type { SiteRoutes as SiteRoutesInForce } from 'shared-ui/site';
import { useSiteRoutes } from '../lib/site-routes/site-routes';
import { RoutesInForce } from '../lib/site-routes/routes-in-force';
import { SiteRoutes } from './router';
import { listenForNeeds } from '../features/remotes/intent';
import { followLinksInApp } from '../features/remotes/in-app-links';

/**
 * The document's listeners for what the views still over the server's HTML
 * need: their code on the visitor's intent, their links followed in the app.
 * Rendered after the routes, so that its effect runs once the views have
 * said what waits.
 */
function VisitorNeeds() {
  const routes = useSiteRoutes();
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
export function App({ routes }: { routes: SiteRoutesInForce }) {
  return (
    <I18nextProvider i18n={i18n}>
      <RoutesInForce initial={routes}>
        <BrowserRouter>
          <SiteRoutes />
          <VisitorNeeds />
        </BrowserRouter>
      </RoutesInForce>
    </I18nextProvider>
  );
}
