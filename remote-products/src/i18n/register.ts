import { registerNamespace } from 'shared-i18n';
import type { ProductsCopy } from '../locales/en';

declare module 'shared-i18n' {
  interface SiteResources {
    products: ProductsCopy;
  }
}

// Development and tests: the area's whole copy, a module per language,
// hot-reloaded in place. A production build carries none of it: each view's
// copy comes in its page's HTML, or beside its code on a navigation
// (i18n/copy-parts.ts says which part each view shows).
if (process.env.NODE_ENV !== 'production')
  void registerNamespace<ProductsCopy>('products', {
    en: () => import('../locales/en').then((module) => module.productsEn),
    fr: () => import('../locales/fr').then((module) => module.productsFr),
  });
