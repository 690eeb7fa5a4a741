import { registerNamespace } from 'shared-i18n';
import { productsEn, type ProductsCopy } from '../locales/en';

declare module 'shared-i18n' {
  interface SiteResources {
    products: ProductsCopy;
  }
}

/** Registers the products namespace; French is fetched only when needed. */
export const productsReady = registerNamespace('products', {
  en: productsEn,
  fr: () => import(/* webpackChunkName: "products-copy-fr" */ '../locales/fr').then((module) => module.productsFr),
});
