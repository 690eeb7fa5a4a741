import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from 'shared-ui';
import { Layout } from './layout';
import { remoteRoutes } from './remote-routes';
import { RemoteView } from '../features/remotes/remote-view';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';

/**
 * The site's routes. A function, not a module-level constant: start-up
 * creates the router in its own step (see bootstrap.tsx).
 */
export const createRouter = () =>
  createBrowserRouter([
    {
      element: <Layout />,
      children: [
        { path: paths.home, element: <HomePage /> },
        ...remoteRoutes.map(({ path, module }) => ({
          path,
          // The key remounts the view per route, so each page gets its own loading state.
          element: <RemoteView key={path} id={module} />,
        })),
        { path: paths.meetlyhubLegacy, element: <Navigate to={paths.meetlyhub} replace /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
