import i18next, { type TFunction } from 'i18next';
import { companyEn } from '../src/locales/en';
import { companyFr } from '../src/locales/fr';
import type { VisitorLanguage } from './outbox';

export const asLanguage = (value: unknown): VisitorLanguage => (value === 'fr' ? 'fr' : 'en');

/**
 * The company area's own copy, as the pages use it: one i18next instance,
 * numbers formatted per language. Not escaped: the service's answers put
 * only this copy into HTML, never what a visitor typed (the contact form is
 * rendered by React, which escapes it).
 */
export async function loadCopy(): Promise<Record<VisitorLanguage, TFunction<'company'>>> {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { company: companyEn }, fr: { company: companyFr } },
    ns: ['company'],
    defaultNS: 'company',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  return { en: i18n.getFixedT('en', 'company'), fr: i18n.getFixedT('fr', 'company') };
}
