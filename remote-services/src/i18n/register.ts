import { registerNamespace } from 'shared-i18n';
import { servicesEn } from '../locales/en';

declare module 'shared-i18n' {
  interface SiteResources {
    services: typeof servicesEn;
  }
}

/** Registers the services namespace; French is fetched only when needed. */
export const servicesReady = registerNamespace('services', {
  en: servicesEn,
  fr: () => import('../locales/fr').then((module) => module.servicesFr),
});
