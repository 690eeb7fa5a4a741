import { registerNamespace } from 'shared-i18n';
import { companyEn } from '../locales/en';

/** Registers the company namespace; French is fetched only when needed. */
export const companyReady = registerNamespace('company', {
  en: companyEn,
  fr: () => import('../locales/fr').then((module) => module.companyFr),
});
