import { Fragment, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { changeLanguage, i18n, languages } from 'shared-i18n';
import { localizePath, splitLocalizedPath } from '../site/paths';
import { homeBlocksOf, type AreaRouteTable, type ExposedModule, type RemoteArea } from '../site/routes';
import type { AreaElements } from '../server/render-fragments';
import { useUrlLanguage } from '../routing/localized';
import { StandaloneFrame } from '../components/standalone-frame/standalone-frame';
import '../styles/font-stack.css';
import '../styles/global.scss';

interface StandaloneRoute {
  path: string;
  element: ReactNode;
  /** Shown in the frame's page list; omitted for the other routes of the same module. */
  label?: string;
}

interface StandaloneOptions {
  area: RemoteArea;
  routes: readonly StandaloneRoute[];
}

/** Where the standalone page shows the area's home-page blocks, one under the other. */
const standaloneBlocksPath = '/home-blocks';

/** The area's pages (its route table), each module's first one in the page list, then its home blocks. */
function standaloneRoutes<A extends RemoteArea>(
  area: A,
  elements: AreaElements<A>,
  table: AreaRouteTable,
): StandaloneRoute[] {
  const element = (module: string) => elements[module as ExposedModule<A>];
  const listed = new Set<string>();
  const routes: StandaloneRoute[] = table.pages.map(({ path, module }) => {
    const label = listed.has(module) ? undefined : path;
    listed.add(module);
    return { path, element: element(module), label };
  });
  const blocks = homeBlocksOf(area);
  if (blocks.length > 0) {
    routes.push({
      path: standaloneBlocksPath,
      element: blocks.map(({ module }) => <Fragment key={module}>{element(module)}</Fragment>),
      label: standaloneBlocksPath,
    });
  }
  return routes;
}

function Frame({ options }: { options: StandaloneOptions }) {
  const { t } = useTranslation('common');
  const language = useUrlLanguage();
  // The URL is the language's one source: the shared i18n instance follows it.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    void changeLanguage(language).catch(() => undefined);
  }, [language]);
  return (
    <StandaloneFrame
      title={t('standalone.banner', { area: options.area })}
      pagesLabel={t('standalone.pages')}
      links={options.routes.flatMap((route) => (route.label ? [{ to: route.path, label: route.label }] : []))}
    >
      <Outlet />
    </StandaloneFrame>
  );
}

/**
 * Runs one remote on its own, for the team that owns it: its pages inside a
 * minimal frame with a language switch, with no shell involved.
 */
export async function startStandalone<A extends RemoteArea>(
  area: A,
  elements: AreaElements<A>,
  table: AreaRouteTable,
): Promise<void> {
  const options: StandaloneOptions = { area, routes: standaloneRoutes(area, elements, table) };
  await changeLanguage(splitLocalizedPath(window.location.pathname).language).catch(() => undefined);
  const first = options.routes[0]?.path ?? '/';
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Routes>
            {languages.map((language) => (
              <Route key={language} path={localizePath('/', language)} element={<Frame options={options} />}>
                {options.routes.map(({ path, element }) => (
                  <Route key={path} path={path.slice(1)} element={element} />
                ))}
                <Route path="*" element={<Navigate to={localizePath(first, language)} replace />} />
              </Route>
            ))}
          </Routes>
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
}
