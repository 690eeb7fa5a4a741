import 'i18next';
import type { CommonCopy } from 'shared-i18n';
import type { ServicesCopy } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'services';
    resources: { common: CommonCopy; services: ServicesCopy };
  }
}
