import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { changeLanguage, defaultLanguage, type Language } from 'shared-i18n';
import { splitLocalizedPath, useUrlLanguage } from 'shared-ui';
import { applyDocumentLanguage } from './document-language';

export interface LanguageStore {
  /** The language of the current URL. */
  language: Language;
  /** Follows the URL: sets <html lang> and switches the shared i18n instance (loading its copy first). */
  followUrl: (language: Language) => Promise<void>;
}

const initialLanguage = (): Language =>
  typeof window === 'undefined' ? defaultLanguage : splitLocalizedPath(window.location.pathname).language;

/**
 * The site's language state. The URL is its one source (/fr/... is French):
 * this store mirrors it, and the shared i18n instance, which every area reads
 * its copy from, follows the store.
 */
export const useLanguageStore = create<LanguageStore>()((set) => ({
  language: initialLanguage(),
  followUrl: async (language) => {
    set({ language });
    applyDocumentLanguage(language);
    await changeLanguage(language);
  },
}));

/** Keeps the store (and with it i18n and <html lang>) on the URL's language; rendered once, by the layout. */
export function useLanguageFromUrl(): void {
  const language = useUrlLanguage();
  const followUrl = useLanguageStore((state) => state.followUrl);
  useLayoutEffect(() => {
    void followUrl(language).catch(() => undefined);
  }, [language, followUrl]);
}
