import 'i18next';
import type { CommonCopy } from 'shared-i18n';
import type { HomeCopy } from './locales/home/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonCopy; home: HomeCopy };
  }
}
