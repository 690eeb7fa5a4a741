import { Navigate, Route, Routes } from 'react-router';
import { paths } from 'shared-ui';
import { Layout } from './layout';
import { remoteRoutes } from './remote-routes';
import { RemoteView } from '../features/remotes/remote-view';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';

/**
 * The site's routes. Declarative routes (inside the BrowserRouter of app.tsx):
 * the site loads no data per route, so the data router's extra code is not
 * worth its weight in every page's first load.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path={paths.home} element={<HomePage />} />
        {remoteRoutes.map(({ path, module }) => (
          // The key remounts the view per route, so each page gets its own loading state.
          <Route key={path} path={path} element={<RemoteView key={path} id={module} />} />
        ))}
        <Route path={paths.meetlyhubLegacy} element={<Navigate to={paths.meetlyhub} replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
