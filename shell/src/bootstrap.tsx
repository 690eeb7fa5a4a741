import './app/fonts.css';
import 'shared-ui/global.scss';
import { changeLanguage } from 'shared-i18n';
import { splitLocalizedPath } from 'shared-ui/paths';
import { applyDocumentLanguage } from './features/language/document-language';
import { registerHomeNamespace } from './locales/home/register';
import { loadRemotesConfig } from './features/remotes/remotes-config';
import { loadRemoteModuleForView } from './features/remotes/load-remote-module';
import { preloadRemoteModules } from './features/remotes/preload-remote-modules';
import { capturePrerenderedBlocks, prerenderedLanguage, rememberPrerenderedState } from './features/prerender/prerendered-page';
import { remoteModuleForPath } from './app/remote-routes';
import { preloadDesktopNav } from './features/header/desktop-nav-loader';
import { yieldToMain } from './features/remotes/yield-to-main-plugin';

async function start() {
  // Every step below runs in a task of its own (yieldToMain): none of them
  // is a long task, and input is never kept waiting behind start-up. The
  // first yield ends the task that evaluated this module and its imports.
  await yieldToMain();

  // The URL's language and its copy are ready before anything is rendered.
  const { language, path } = splitLocalizedPath(window.location.pathname);
  applyDocumentLanguage(language);
  registerHomeNamespace();
  // Asked for first, so every area registering from now on (the route's
  // remote included) loads its copy in this language too.
  const languageReady = changeLanguage(language).catch(() => changeLanguage('en'));
  capturePrerenderedBlocks();
  void loadRemotesConfig().catch(() => undefined);

  // The route's remote code downloads while the copy loads, not after the
  // first render. A pre-rendered page loads the module at once and its first
  // render waits for it: React then replaces the page with the same content,
  // never with a loading state. Otherwise the module's chunks are preloaded
  // (a <link rel=preload> per asset) for the first render. (The home page's
  // remote blocks load when they come into view, and keep their pre-rendered
  // HTML until then.)
  const routeModule = remoteModuleForPath(path);
  const routeReady = routeModule && prerenderedLanguage() ? loadRemoteModuleForView(routeModule).catch(() => undefined) : undefined;
  if (routeModule && !routeReady) preloadRemoteModules([routeModule]);
  await yieldToMain();

  // React DOM and the app's own code download meanwhile.
  const reactDom = import('react-dom/client');
  await yieldToMain();
  const app = import('./app/root');
  // Wide screens show the desktop navigation at once: the first render has it.
  const desktopNav = preloadDesktopNav();
  await yieldToMain();
  await languageReady;
  await yieldToMain();
  const { createRoot, startTransition } = { ...(await reactDom), ...(await import('react')) };
  await yieldToMain();
  const { Root } = await app;
  await Promise.all([routeReady, desktopNav]);
  await yieldToMain();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const reactRoot = createRoot(root);
  rememberPrerenderedState();
  // A transition lets React render the page in short slices, so the main
  // thread stays free for input meanwhile (Total Blocking Time).
  startTransition(() => reactRoot.render(<Root />));
}

void start();

// Development: the home copy hot-reloads in place (registered again) instead
// of reloading the page, as the remotes' copy does from their pages.
import.meta.webpackHot?.accept('./locales/home/register', () => void registerHomeNamespace());

