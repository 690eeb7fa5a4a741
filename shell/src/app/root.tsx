import { StrictMode, useEffect } from 'react';
import type { SiteRoutes } from 'shared-ui/site';
import { finishFirstRender } from '../lib/hydration';
import { startFieldReports } from '../lib/field/field-capture';
import { App } from './app';

/** The app as rendered into #root: hydrated over the server's HTML, or rendered (development). */
export function Root({ routes }: { routes: SiteRoutes }) {
  useEffect(() => {
    finishFirstRender();
    // Hydrated: the field reports' code loads now, never before the page works.
    startFieldReports();
  }, []);
  return (
    <StrictMode>
      <App routes={routes} />
    </StrictMode>
  );
}
