import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from 'shared-i18n';
import type { createRouter } from './router';

export interface AppProps {
  router: ReturnType<typeof createRouter>;
}

export function App({ router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
