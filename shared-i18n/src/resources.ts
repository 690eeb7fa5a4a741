import type { CommonCopy } from './locales/common-en';

/**
 * The copy of every namespace, as English has it: the type that `t()` checks
 * keys against. shared-i18n declares `common`; each area adds its own
 * namespace where it registers it, by declaration merging:
 *
 *   declare module 'shared-i18n' {
 *     interface SiteResources { services: typeof servicesEn }
 *   }
 *
 * so a program that imports several areas (the bench's one bundle) sees all
 * of them, and one that imports one area sees that one and `common`.
 * @public (knip: extended by the areas' `declare module`, imported by none)
 */
export interface SiteResources {
  common: CommonCopy;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: SiteResources;
  }
}
