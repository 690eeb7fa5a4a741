import { registerNamespace } from 'shared-i18n';
import { companyEn } from '../locales/en';

declare module 'shared-i18n' {
  interface SiteResources {
    company: typeof companyEn;
  }
}

/** Registers the company namespace; French is fetched only when needed. */
export const companyReady = registerNamespace('company', {
  en: companyEn,
  fr: () => import(/* webpackChunkName: "company-copy-fr" */ '../locales/fr').then((module) => module.companyFr),
});
