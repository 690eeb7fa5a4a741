import 'i18next';
import type { CommonCopy } from 'shared-i18n';
import type { ProductsCopy } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'products';
    resources: { common: CommonCopy; products: ProductsCopy };
  }
}
