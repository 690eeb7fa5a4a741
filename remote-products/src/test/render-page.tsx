import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n as sharedI18n } from 'shared-i18n';
import type { i18n as I18n } from 'i18next';

/** Renders a page of this area at `path` with the given (default: the site's) i18next instance. */
export function renderPage(ui: ReactElement, path: string, instance: I18n = sharedI18n) {
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
