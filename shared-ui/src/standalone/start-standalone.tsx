import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { changeLanguage, i18n, languages, readStoredLanguage, storeLanguage, type Language } from 'shared-i18n';
import { StandaloneFrame } from '../components/standalone-frame/standalone-frame';
import '../styles/global.scss';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
  /** Shown in the frame's page list; omit to hide the route from it. */
  label?: string;
}

export interface StandaloneOptions {
  /** The area's name as shown in the banner, e.g. "services". */
  area: string;
  routes: readonly StandaloneRoute[];
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

async function switchTo(language: Language) {
  await changeLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = language;
}

function Frame({ options }: { options: StandaloneOptions }) {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(subscribe, () => i18n.language);
  return (
    <StandaloneFrame
      title={t('standalone.banner', { area: options.area })}
      pagesLabel={t('standalone.pages')}
      links={options.routes.flatMap((route) => (route.label ? [{ to: route.path, label: route.label }] : []))}
      languageLabel={t('language.label')}
      languages={languages.map((code) => ({
        code,
        label: t(`language.${code}`),
        active: current === code,
        onSelect: () => void switchTo(code),
      }))}
    >
      <Outlet />
    </StandaloneFrame>
  );
}

/**
 * Runs one remote on its own, for the team that owns it: its pages inside a
 * minimal frame with a language switch, with no shell involved.
 */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  await switchTo(readStoredLanguage());
  const first = options.routes[0]?.path ?? '/';
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            <Route element={<Frame options={options} />}>
              {options.routes.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path="*" element={<Navigate to={first} replace />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
