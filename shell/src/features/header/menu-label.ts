/** An area's menu label in the copy's language (French, or English for any other). */
export const labelIn = (label: { en: string; fr: string }, language: string): string =>
  language === 'fr' ? label.fr : label.en;
