import { startStandalone } from 'shared-ui/standalone';
import { exposedElements } from './exposed';
import { productsRoutes } from './routes';

// `pnpm --filter remote-products dev`: this area's pages without the shell.
void startStandalone('products', exposedElements, productsRoutes);
