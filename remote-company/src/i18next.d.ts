import 'i18next';
import type { CommonCopy } from 'shared-i18n';
import type { CompanyCopy } from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'company';
    resources: { common: CommonCopy; company: CompanyCopy };
  }
}
