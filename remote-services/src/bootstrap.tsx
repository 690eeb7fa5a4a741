import { startStandalone } from 'shared-ui/standalone';
import { exposedElements } from './exposed';
import { servicesRoutes } from './routes';

// `pnpm --filter remote-services dev`: this area's pages without the shell.
void startStandalone('services', exposedElements, servicesRoutes);
