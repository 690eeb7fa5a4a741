export {
  i18n,
  addCopy,
  hasCopy,
  registerCopy,
  registerCommonCopy,
  registerNamespace,
  changeLanguage,
  loadLanguage,
  type Copy,
  type CopyLoader,
} from './i18n';
export { pickCopy, type CopyParts } from './copy-parts';
export {
  languages,
  defaultLanguage,
  hasStoredLanguage,
  browserPrefersFrench,
  storeLanguage,
  type Language,
} from './languages';
/** @public (knip: extended by the areas' `declare module 'shared-i18n'`, imported by none) */
export type { SiteResources } from './resources';
export { useLanguage } from './use-language';
