import type { Page } from '@playwright/test';
import type { Language } from './site';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';

const copies = { en: companyEn, fr: companyFr } as const;

/** The contact form's controls, located by their labels in `language`, and its copy. */
export function contactForm(page: Page, language: Language = 'en') {
  const copy = copies[language].contact.form;
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  return {
    copy,
    firstName: field(copy.fields.firstName),
    lastName: field(copy.fields.lastName),
    email: field(copy.fields.email),
    company: field(copy.fields.company),
    message: field(copy.fields.message),
    service: page.getByRole('combobox', { name: copy.fields.serviceInterest }),
    submit: page.getByRole('button', { name: copy.submit }),
  };
}
