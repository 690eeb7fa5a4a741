import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import type { SiteRoutes } from 'shared-ui/site';
import { SiteRoutesContext } from '../lib/site-routes/site-routes';
import { testSiteRoutes } from 'shared-ui/testing/site-routes';
import { useLanguageFromUrl } from '../stores/language-store';

/** What the layout does: the language store follows the URL (switching i18next where its subscriber runs). */
function UrlLanguage() {
  useLanguageFromUrl();
  return null;
}

/** Renders inside the router, the shared i18n instance and the routes in force, as in the shell. */
export const renderWithProviders = (ui: ReactElement, path = '/', routes: SiteRoutes = testSiteRoutes) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SiteRoutesContext.Provider value={routes}>
        <MemoryRouter initialEntries={[path]}>
          <UrlLanguage />
          {ui}
        </MemoryRouter>
      </SiteRoutesContext.Provider>
    </I18nextProvider>,
  );
