import { registerNamespace } from 'shared-i18n';
import { servicesEn, type ServicesCopy } from '../locales/en';

declare module 'shared-i18n' {
  interface SiteResources {
    services: ServicesCopy;
  }
}

/** Registers the services namespace; French is fetched only when needed. */
export const servicesReady = registerNamespace<ServicesCopy>('services', {
  en: servicesEn,
  fr: () => import(/* webpackChunkName: "services-copy-fr" */ '../locales/fr').then((module) => module.servicesFr),
});
