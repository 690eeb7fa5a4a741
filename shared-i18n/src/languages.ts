export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** localStorage key holding the bare value `en` or `fr`. */
export const languageStorageKey = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  languages.includes(value as Language);

/**
 * The stored language, or English when nothing valid is stored. Storage can
 * throw (privacy modes, sandboxed frames): that also means English, silently.
 */
export function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(languageStorageKey, language);
  } catch {
    // Storage unavailable: the choice lasts for this page view only.
  }
}
