import { registerNamespace } from 'shared-i18n';
import type { homeEn } from './en';

declare module 'shared-i18n' {
  interface SiteResources {
    home: typeof homeEn;
  }
}

/** The source name of the home page's copy. */
export const homeCopySource = 'home';

const modules = {
  en: () => import('./en').then((module) => module.homeEn),
  fr: () => import('./fr').then((module) => module.homeFr),
};

/** Registers the home page's copy (once it is shown): each language a file of its own, fetched unless the page carried it. */
export const registerHomeCopy = (): Promise<void> => registerNamespace(homeCopySource, modules);
