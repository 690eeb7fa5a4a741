import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { changeLanguage, defaultLanguage, type Language } from 'shared-i18n';
import { useUrlLanguage } from 'shared-ui';
import { splitLocalizedPath } from 'shared-ui/site';
import { applyDocumentLanguage } from '../lib/document-language';

/** A language whose copy could not be loaded; `attempt` counts the failures, so each one is announced. */
export interface UnavailableLanguage {
  language: Language;
  attempt: number;
}

export interface LanguageStore {
  /** The language of the current URL. */
  language: Language;
  /** Follows the URL: sets <html lang> and switches the shared i18n instance (loading its copy first). */
  followUrl: (language: Language) => Promise<void>;
  /** The last language that could not be shown, until one is shown or the visitor closes the message. */
  unavailable: UnavailableLanguage | null;
  reportUnavailable: (language: Language) => void;
  dismissUnavailable: () => void;
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
    set({ unavailable: null });
  },
  unavailable: null,
  reportUnavailable: (language) =>
    set((state) => ({ unavailable: { language, attempt: (state.unavailable?.attempt ?? 0) + 1 } })),
  dismissUnavailable: () => set({ unavailable: null }),
}));

/**
 * Keeps the store (and with it i18n and <html lang>) on the URL's language;
 * rendered once, by the layout. A URL in a language whose copy cannot load
 * (Back to a French page while offline) keeps the copy shown and says so.
 */
export function useLanguageFromUrl(): void {
  const language = useUrlLanguage();
  const followUrl = useLanguageStore((state) => state.followUrl);
  const reportUnavailable = useLanguageStore((state) => state.reportUnavailable);
  useLayoutEffect(() => {
    followUrl(language).catch(() => reportUnavailable(language));
  }, [language, followUrl, reportUnavailable]);
}
