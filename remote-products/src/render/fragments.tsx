// The products area's pages and home blocks as HTML, rendered in Node by its
// own build (shared-ui/build/render-in-node.ts): the same components the shell loads.
import { renderFragments } from 'shared-ui/server';
import { exposedElements } from '../exposed';
import { productsRoutes } from '../routes';

export const render = () => renderFragments('products', exposedElements, productsRoutes);
