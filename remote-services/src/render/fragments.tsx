// The services area's pages and home block as HTML, rendered in Node by its
// own build (shared-ui/build/render-in-node.ts): the same components the shell loads.
import { renderFragments } from 'shared-ui/server';
import { exposedElements } from '../exposed';
import { servicesRoutes } from '../routes';

export const render = () => renderFragments('services', exposedElements, servicesRoutes);
