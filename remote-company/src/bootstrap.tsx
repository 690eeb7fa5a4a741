import { startStandalone } from 'shared-ui/standalone';
import { exposedElements } from './exposed';
import { companyRoutes } from './routes';

// `pnpm --filter remote-company dev`: this area's pages without the shell.
void startStandalone('company', exposedElements, companyRoutes);
