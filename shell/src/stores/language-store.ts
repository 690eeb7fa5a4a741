import { useLayoutEffect } from 'react';
import { create } from 'zustand';
import { changeLanguage, defaultLanguage, type Language } from 'shared-i18n';
import { useUrlLanguage } from 'shared-ui';
import { splitLocalizedPath } from 'shared-ui/site';
import { applyDocumentLanguage } from '../lib/document-language';

/** A language whose copy could not be loaded; `attempt` counts the failures, so each one is announced. */
interface UnavailableLanguage {
  language: Language;
  attempt: number;
}

export interface LanguageStore {
  /** The language of the current URL: the site's one source of it. */
  language: Language;
  /** Set from the URL, by useLanguageFromUrl alone. */
  setLanguage: (language: Language) => void;
  /** The last language that could not be shown, until one is shown or the visitor closes the message. */
  unavailable: UnavailableLanguage | null;
  reportUnavailable: (language: Language) => void;
  dismissUnavailable: () => void;
}

const initialLanguage = (): Language =>
  typeof window === 'undefined' ? defaultLanguage : splitLocalizedPath(window.location.pathname).language;

/**
 * The site's language. The URL is where it comes from (/fr/... is French):
 * this store holds it, and one subscriber (followLanguageStore) applies it to
 * the shared i18n instance, which every area reads its copy from, and to
 * <html lang>. Nothing else switches i18next.
 */
export const useLanguageStore = create<LanguageStore>()((set) => ({
  language: initialLanguage(),
  setLanguage: (language) => set({ language }),
  unavailable: null,
  reportUnavailable: (language) =>
    set((state) => ({ unavailable: { language, attempt: (state.unavailable?.attempt ?? 0) + 1 } })),
  dismissUnavailable: () => set({ unavailable: null }),
}));

/** Switches i18next (loading the language's copy first) and then <html lang>; says so if the copy cannot load. */
function apply(language: Language): void {
  changeLanguage(language).then(
    () => {
      if (useLanguageStore.getState().language !== language) return;
      applyDocumentLanguage(language);
      useLanguageStore.setState({ unavailable: null });
    },
    () => useLanguageStore.getState().reportUnavailable(language),
  );
}

/**
 * Applies the store's language now and on every change of it: the one
 * subscriber. The shell's start-up calls it first, before any copy is
 * registered, so that every source loads in the URL's language alone.
 * Returns the unsubscribe function.
 */
export function followLanguageStore(): () => void {
  apply(useLanguageStore.getState().language);
  return useLanguageStore.subscribe((state, previous) => {
    if (state.language !== previous.language) apply(state.language);
  });
}

/**
 * Keeps the store on the URL's language; rendered once, by the layout. A URL
 * in a language whose copy cannot load (Back to a French page while offline)
 * keeps the copy shown and says so (the subscriber's report).
 */
export function useLanguageFromUrl(): void {
  const language = useUrlLanguage();
  const setLanguage = useLanguageStore((state) => state.setLanguage);
  useLayoutEffect(() => setLanguage(language), [language, setLanguage]);
}
