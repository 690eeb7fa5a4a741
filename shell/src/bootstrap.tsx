// The site's app: started with the areas' modules from the federation
// runtime, which loads when an area's code is first needed.
import { startApp } from './app/start-app';
import { registerHomeCopy } from './locales/home/register';
import { federatedModules } from './lib/remotes/federated-modules';

void startApp(federatedModules);

// Development: the home copy hot-reloads in place (registered again) instead
// of reloading the page, as the remotes' copy does from their pages.
import.meta.webpackHot?.accept('./locales/home/register', () => void registerHomeCopy());
