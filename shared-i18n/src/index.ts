export {
  i18n,
  registerNamespace,
  changeLanguage,
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
  storeLanguage,
  type Language,
} from './languages';
export { commonEn, type CommonCopy } from './locales/common-en';
export { useLanguage } from './use-language';
