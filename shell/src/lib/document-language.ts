import type { Language } from 'shared-i18n';

/** The page's lang attribute follows the visitor's language (screen readers, hyphenation). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}
