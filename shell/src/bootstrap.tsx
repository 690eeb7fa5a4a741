import '@fontsource-variable/inter/wght.css';
import 'shared-ui/global.scss';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { changeLanguage } from 'shared-i18n';
import { App } from './app/app';
import { applyDocumentLanguage, useLanguageStore } from './features/language/language-store';
import { registerHomeNamespace } from './locales/home/register';
import { loadRemotesConfig } from './features/remotes/remotes-config';
import { preloadRemoteModules } from './features/remotes/preload-remote-modules';
import { homeBlocks, remoteModuleForPath } from './app/remote-routes';

async function start() {
  // The stored language and its copy are ready before anything is rendered,
  // so a French visitor never sees English first.
  const { language } = useLanguageStore.getState();
  applyDocumentLanguage(language);
  registerHomeNamespace();
  void loadRemotesConfig().catch(() => undefined);
  // The first route's remote code downloads while the copy loads, not after the first render.
  const routeModule = remoteModuleForPath(window.location.pathname);
  preloadRemoteModules(window.location.pathname === '/' ? Object.values(homeBlocks) : routeModule ? [routeModule] : []);
  await changeLanguage(language).catch(() => changeLanguage('en'));

  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
