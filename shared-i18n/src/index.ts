export {
  i18n,
  registerNamespace,
  changeLanguage,
  loadLanguage,
  requestedLanguage,
  registeredNamespaces,
  type NamespaceResources,
} from './i18n';
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
// commonEn comes through i18n.ts, the only module that imports the copy
// file, so that file hot-reloads in development without a page reload.
export { commonEn } from './i18n';
export type { CommonCopy } from './locales/common-en';
export type { SiteResources } from './resources';
export { useLanguage } from './use-language';
