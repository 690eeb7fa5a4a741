// Inter, self-hosted: the package's stylesheet declares every subset and the browser fetches only those
// a page's text uses (the Latin file, for all English and French copy), once it is cached (shared-ui/fonts).
import '@fontsource-variable/inter/wght.css';
import 'shared-ui/font-stack.css';
import 'shared-ui/global.scss';
import { startTransition } from 'react';
import { cacheInterForNextPages } from 'shared-ui/fonts';
import { loadLanguage, registerCommonCopy } from 'shared-i18n';
import { splitLocalizedPath } from 'shared-ui/site';
import { followLanguageStore } from '../stores/language-store';
import { registerHomeCopy } from '../locales/home/register';
import { addPageCopy } from '../lib/copy/page-copy';
import { loadRemotesConfig } from '../lib/remotes/remotes-config';
import { preloadDesktopNav } from '../features/header/desktop-nav-loader';
import { registerMenuLabels } from '../features/header/menu-labels';
import { hasServerHtml, startHydration } from '../lib/hydration';
import { loadSiteRoutes } from '../lib/site-routes/site-routes';
import { Root } from './root';
import { capture, captureUncaught } from '../lib/field/field-capture';
import { provideModules, type ModuleLoader } from '../lib/remotes/module-loader';

/**
 * Starts the app, its areas' modules from `loader`: the site's is the
 * federation runtime (bootstrap.tsx); the bench's one bundle, started
 * through public/browser.ts, gives the areas' sources imported directly. Hydrates the server's HTML of the page. The first client render must equal
 * that HTML, so what the shell shows is loaded first: the copy of the URL's
 * language and, on wide screens, the desktop navigation. An area's part of
 * the page is not: its HTML stays as the server sent it, inside a Suspense
 * boundary, and its code (and the federation runtime) loads only when the
 * visitor needs it (features/remotes/remote-view.tsx). Development serves an
 * empty #root: the app renders it.
 */
export async function startApp(loader: ModuleLoader) {
  provideModules(loader);
  captureUncaught();
  const { language, path } = splitLocalizedPath(window.location.pathname);
  // The site is in the URL's language (the language store's) before any copy
  // is registered. Then the copy the page carries, and the sources it came
  // from (whose other language loads on a switch): nothing is fetched for
  // what the page carries.
  followLanguageStore();
  addPageCopy();
  void registerCommonCopy().catch(() => undefined);
  void registerMenuLabels().catch(() => undefined);
  if (path === '/') void registerHomeCopy().catch(() => undefined);
  // Every area registering from now on (the route's remote included) loads
  // its copy in this language too.
  const languageLoaded = loadLanguage(language).then(
    () => true,
    () => false,
  );
  void loadRemotesConfig().catch(() => undefined);
  const routes = await loadSiteRoutes();
  const reactDom = import('react-dom/client');
  const [copyLoaded] = await Promise.all([languageLoaded, preloadDesktopNav()]);
  const { createRoot, hydrateRoot } = await reactDom;

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  if (!copyLoaded) {
    // No copy of the URL's language (network down, file gone after an
    // update): the server's page stays as it is, working as without
    // JavaScript, rather than hydrated with another language's words.
    // Development has no server HTML: the app renders in English, which
    // i18next stays in when a switch fails, with the notice the store's
    // subscriber raised.
    console.warn(`The ${language} copy could not load: the page stays as the server sent it.`);
    if (hasServerHtml(root)) return;
    await loadLanguage('en');
  }
  if (hasServerHtml(root)) {
    startHydration();
    // In a transition, React hydrates in slices and yields to the browser
    // between them, so a tap or a paint is never held up for the whole tree;
    // a click on a part not yet hydrated still hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, <Root routes={routes} />, {
        // A mismatch between the server's HTML and the first client render is a
        // bug: say so in the console (the e2e suite fails on it).
        onRecoverableError: (error) => {
          console.error('Hydration:', error);
          capture({ kind: 'recoverable', error });
        },
      });
    });
  } else {
    createRoot(root).render(<Root routes={routes} />);
  }
  cacheInterForNextPages();
}

// Development: the home copy hot-reloads in place (registered again) instead
// of reloading the page, as the remotes' copy does from their pages.
import.meta.webpackHot?.accept(['../locales/home/register'], () => void registerHomeCopy());
