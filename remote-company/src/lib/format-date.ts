import type { Language } from 'shared-i18n';

const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

// ISO dates without a time are UTC midnight: format in UTC so no time zone
// shifts "2024-01-15" to the 14th.
export const formatLongDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

/** "May 2010" / "mai 2010" from "2010-05". */
export const formatMonthYear = (isoMonth: string, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoMonth}-01`),
  );
