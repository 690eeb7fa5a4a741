// The site's app: started with the areas' modules from the federation
// runtime, which loads when an area's code is first needed.
import { startApp } from './app/start-app';
import { federatedModules } from './lib/remotes/federated-modules';

void startApp(federatedModules);
