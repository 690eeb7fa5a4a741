import { useTranslation } from 'react-i18next';
import { isLanguage, defaultLanguage, type Language } from './languages';

/** The language currently rendered, for formatting dates and numbers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
