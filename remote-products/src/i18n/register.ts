import { registerNamespace } from 'shared-i18n';
import { en } from '../locales/en';

declare module 'shared-i18n' {
  interface SiteResources {
    products: typeof en;
  }
}

/** Registers the products namespace; French is fetched only when needed. */
export const productsReady = registerNamespace('products', {
  en,
  fr: () => import('../locales/fr').then((module) => module.fr),
});
