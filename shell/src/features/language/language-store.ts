import { create } from 'zustand';
import { changeLanguage, readStoredLanguage, storeLanguage, type Language } from 'shared-i18n';
import { applyDocumentLanguage } from './document-language';

export interface LanguageStore {
  language: Language;
  /** Loads the language's copy for every registered area, then switches and remembers it. */
  setLanguage: (language: Language) => Promise<void>;
}

export const useLanguageStore = create<LanguageStore>()((set) => ({
  language: readStoredLanguage(),
  setLanguage: async (language) => {
    await changeLanguage(language);
    storeLanguage(language);
    applyDocumentLanguage(language);
    set({ language });
  },
}));
