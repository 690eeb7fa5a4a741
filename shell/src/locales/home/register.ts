import { registerNamespace } from 'shared-i18n';
import { homeEn } from './en';

declare module 'shared-i18n' {
  interface SiteResources {
    home: typeof homeEn;
  }
}

export const registerHomeNamespace = () =>
  registerNamespace('home', {
    en: homeEn,
    fr: () => import('./fr').then((module) => module.homeFr),
  });
