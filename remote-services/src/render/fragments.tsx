// The services area's pages and home block as HTML, rendered in Node by its
// own build (shared-ui/build/render-in-node.ts): the same components the shell
// loads, each with the part of the copy it shows (i18n/copy-parts.ts).
import { renderFragments } from 'shared-ui/server';
import { exposedElements } from '../exposed';
import { servicesRoutes } from '../routes';
import { servicesCopyParts } from '../i18n/copy-parts';
import { servicesInteractiveParts } from '../interactive-parts';
import { servicesEn } from '../locales/en';
import { servicesFr } from '../locales/fr';

export const render = () =>
  renderFragments(
    'services',
    exposedElements,
    servicesRoutes,
    { en: servicesEn, fr: servicesFr },
    servicesCopyParts,
    servicesInteractiveParts,
  );
