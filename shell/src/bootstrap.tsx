import '@fontsource-variable/inter/wght.css';
import 'shared-ui/global.scss';
import { changeLanguage } from 'shared-i18n';
import { applyDocumentLanguage, useLanguageStore } from './features/language/language-store';
import { registerHomeNamespace } from './locales/home/register';
import { loadRemotesConfig } from './features/remotes/remotes-config';
import { loadRemoteModule } from './features/remotes/load-remote-module';
import { preloadRemoteModules } from './features/remotes/preload-remote-modules';
import { capturePrerenderedBlocks, prerenderedLanguage, rememberPrerenderedState } from './features/prerender/prerendered-page';
import { remoteModuleForPath } from './app/remote-routes';
import { preloadDesktopNav } from './features/header/lazy-desktop-nav';

/**
 * Hands the main thread back to the browser between start-up steps, so
 * none of them is one long task that input would wait behind.
 */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The stored language and its copy are ready before anything is rendered,
  // so a French visitor never sees English first.
  const { language } = useLanguageStore.getState();
  applyDocumentLanguage(language);
  registerHomeNamespace();
  void loadRemotesConfig().catch(() => undefined);

  // The route's remote code downloads while the copy loads, not after the
  // first render. On a pre-rendered page, the first render waits for it:
  // React then replaces the page with the same content, never with a
  // loading state. (The home page's remote blocks load when they come into
  // view, and keep their pre-rendered HTML until then.)
  const routeModule = remoteModuleForPath(window.location.pathname);
  if (routeModule) preloadRemoteModules([routeModule]);
  const routeReady = routeModule && prerenderedLanguage() ? loadRemoteModule(routeModule).catch(() => undefined) : undefined;
  capturePrerenderedBlocks();
  // React DOM and the app's own code load meanwhile; each runs in its own step.
  const reactDom = import('react-dom/client');
  const app = import('./app/root');
  // Wide screens show the desktop navigation at once: the first render has it.
  const desktopNav = preloadDesktopNav();
  await changeLanguage(language).catch(() => changeLanguage('en'));
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
