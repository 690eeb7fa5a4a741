export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** localStorage key holding the bare value `en` or `fr`. */
export const languageStorageKey = 'lang';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

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

/** Whether the visitor has chosen a language (storage that throws counts as chosen: nothing to offer). */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(globalThis.localStorage?.getItem(languageStorageKey));
  } catch {
    return true;
  }
}

/** The browser's first preferred language that the site has is French. */
export function browserPrefersFrench(preferred: readonly string[] = globalThis.navigator?.languages ?? []): boolean {
  const first = preferred.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
  return first === 'fr';
}
