import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import { SiteRoutes } from './router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </I18nextProvider>
  );
}
