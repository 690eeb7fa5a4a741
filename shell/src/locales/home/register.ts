import { registerNamespace } from 'shared-i18n';
import { homeEn } from './en';

export const registerHomeNamespace = () =>
  registerNamespace('home', {
    en: homeEn,
    fr: () => import('./fr').then((module) => module.homeFr),
  });
