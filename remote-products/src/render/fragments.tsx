// The products area's pages and home blocks as HTML, rendered in Node by its
// own build (shared-ui/build/render-in-node.ts): the same components the shell
// loads, each with the part of the copy it shows (i18n/copy-parts.ts).
import { renderFragments } from 'shared-ui/server';
import { exposedElements } from '../exposed';
import { productsRoutes } from '../routes';
import { productsCopyParts } from '../i18n/copy-parts';
import { productsInteractiveParts } from '../interactive-parts';
import { productsEn } from '../locales/en';
import { productsFr } from '../locales/fr';

export const render = () =>
  renderFragments(
    'products',
    exposedElements,
    productsRoutes,
    { en: productsEn, fr: productsFr },
    productsCopyParts,
    productsInteractiveParts,
  );
