export {
  i18n,
  addCopy,
  hasCopy,
  registerCopy,
  registerCommonCopy,
  registerNamespace,
  changeLanguage,
  loadLanguage,
  registeredSources,
  type Copy,
  type CopyLoader,
} from './i18n';
export { pickCopy, type CopyParts } from './copy-parts';
export {
  languages,
  defaultLanguage,
  languageStorageKey,
  isLanguage,
  readStoredLanguage,
  hasStoredLanguage,
  browserPrefersFrench,
  storeLanguage,
  type Language,
} from './languages';
export type { CommonCopy } from './locales/common-en';
export type { SiteResources } from './resources';
export { useLanguage } from './use-language';
