import { Navigate, Route, Routes } from 'react-router';
import { languages } from 'shared-i18n';
import { localizePath, moduleId, redirects, siteRoutes } from 'shared-ui/site';
import { Layout } from './layout';
import { RemoteView } from '../features/remotes/remote-view';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';

/**
 * The site's routes (shared-ui/site's route table), once per language:
 * English at the route paths, French under /fr. Declarative routes (inside
 * the BrowserRouter of app.tsx): the site loads no data per route, so the
 * data router's extra code is not worth its weight in every page's first
 * load. Both trees render the same elements with the same keys, so
 * switching language keeps the page's state.
 */
export function SiteRoutes() {
  return (
    <Routes>
      {languages.map((language) => (
        <Route key={language} path={localizePath('/', language)} element={<Layout />}>
          <Route index element={<HomePage />} />
          {siteRoutes.map((route) =>
            route.area === 'shell' ? null : (
              // The key remounts the view per route, so each page gets its own loading state.
              <Route
                key={route.path}
                path={route.path.slice(1)}
                element={<RemoteView key={route.path} id={moduleId(route)} />}
              />
            ),
          )}
          {redirects.map(({ from, to }) => (
            <Route key={from} path={from.slice(1)} element={<Navigate to={localizePath(to, language)} replace />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      ))}
    </Routes>
  );
}
