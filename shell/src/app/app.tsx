import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import type { SiteRoutes as SiteRoutesInForce } from 'shared-ui/site';
import { SiteRoutesContext } from '../lib/site-routes/site-routes';
import { SiteRoutes } from './router';

/** The app, with the routes in force it was started with (the page's, or in development the areas' own). */
export function App({ routes }: { routes: SiteRoutesInForce }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteRoutesContext.Provider value={routes}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </SiteRoutesContext.Provider>
    </I18nextProvider>
  );
}
