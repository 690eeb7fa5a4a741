import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { languages } from 'shared-i18n';
import { useLocalize, useRoutePath } from 'shared-ui';
import { localizePath, resolveRoute } from 'shared-ui/site';
import { Layout } from './layout';
import { RemoteView } from '../features/remotes/remote-view';
import { RemoteLoading } from '../features/remotes/remote-loading';
import { AreaRoutesLoader } from '../features/remotes/area-routes-loader';
import { useSiteRoutes } from '../lib/site-routes/site-routes';
import { moduleOf } from '../lib/site-routes/module-of';
import { loadDocument } from '../lib/site-routes/load-document';
import { HomeRoute } from '../pages/home/home-route';
import { NotFoundPage } from '../pages/not-found/not-found-page';

/**
 * A path other than the home page's: by the routes in force, an area's page
 * (its module, loaded when it is needed), a redirect to where an old address
 * now is, or the not-found page. Reached in the app: a path under an area's
 * prefixes that its routes do not list is asked of the server, which has the
 * area's routes in force now (a page added since this one was composed); one
 * under the prefixes of an area whose routes the page lacks waits for them
 * from the area's release.
 */
function AreaPath() {
  const routes = useSiteRoutes();
  const route = useRoutePath();
  const location = useLocation();
  const localize = useLocalize();
  const resolved = resolveRoute(routes, route);
  // The document's own URL ('default'), or one reached in the app.
  const reachedInApp = location.key !== 'default';
  const askServer = reachedInApp && resolved.kind === 'notFound';
  useEffect(() => {
    if (askServer) loadDocument(`${location.pathname}${location.search}${location.hash}`);
  }, [askServer, location]);

  if (askServer) return <RemoteLoading />;
  // An area whose routes the page does not have: asked of its release, then resolved by them.
  if (resolved.kind === 'unknown' && reachedInApp) return <AreaRoutesLoader key={route} area={resolved.area} />;
  switch (resolved.kind) {
    case 'page':
    case 'unknown':
      // The key remounts the view per route, so each page gets its own loading state.
      return <RemoteView key={route} id={moduleOf(resolved)} route={route} />;
    case 'redirect':
      return <Navigate to={`${localize(resolved.to)}${location.search}${location.hash}`} replace />;
    default:
      return <NotFoundPage />;
  }
}

/**
 * The site's routes, once per language: English at the route paths, French
 * under /fr. The shell has the home page; every other path is resolved by
 * the routes in force (features/site-routes), so a page an area adds is
 * reached in the app with nothing of the shell rebuilt. Declarative routes
 * (inside the BrowserRouter of app.tsx): the site loads no data per route.
 * Both trees render the same elements, so switching language keeps the
 * page's state.
 */
export function SiteRoutes() {
  return (
    <Routes>
      {languages.map((language) => (
        <Route key={language} path={localizePath('/', language)} element={<Layout />}>
          <Route index element={<HomeRoute />} />
          <Route path="*" element={<AreaPath />} />
        </Route>
      ))}
    </Routes>
  );
}
