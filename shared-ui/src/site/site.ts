/**
 * The consultancy's facts, in one place. Every value here is a placeholder
 * that the owners replace before going live; nothing else in the code base
 * repeats them.
 */

/** The part of the UK where a company is registered (Companies House); each language words it in `common`. */
export type RegistrationPart = 'england-and-wales' | 'scotland' | 'northern-ireland';

type PerLanguage = { readonly en: string; readonly fr: string };

export const site = {
  name: 'Kestrel Technologies',
  legalName: 'Kestrel Technologies Ltd',
  /**
   * The year in the footer's copyright line: that of the site's first
   * publication, a fact rather than today's year, so that no page depends on
   * the date (a page built one year and hydrated the next would not match).
   */
  copyrightYear: 2026,
  /**
   * What the Companies (Trading Disclosures) Regulations 2015 require on the
   * website: shown in every page's footer and in the privacy policy.
   */
  registration: {
    companyNumber: '00000000',
    registeredIn: 'england-and-wales' as RegistrationPart,
    /** ICO data protection fee registration number; an empty string hides it. */
    icoNumber: 'ZA000000' as string,
  },
  emails: {
    general: 'hello@example.com',
    enquiries: 'enquiries@example.com',
    partnerships: 'partners@example.com',
    privacy: 'privacy@example.com',
  },
  phones: {
    uk: '+44 20 0000 0000',
    us: '+1 555 000 0000',
  },
  /**
   * The registered office, also the postal address. The street and postcode
   * are written as the Royal Mail expects them in every language; the town and
   * the country are named in the reader's language.
   */
  address: {
    street: '1 Example Street',
    locality: { en: 'London', fr: 'Londres' } as PerLanguage,
    postcode: 'AA1 1AA',
    country: { en: 'United Kingdom', fr: 'Royaume-Uni' } as PerLanguage,
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: 'GB',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    x: 'https://x.com/example',
    facebook: 'https://www.facebook.com/example',
  },
  /** Base URL used for canonical links and the sitemap; overridden at build time by SITE_URL. */
  defaultBaseUrl: 'https://www.example.com',
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The registered office on one line, in `language`: "1 Example Street, London AA1 1AA, United Kingdom". */
export const formatAddress = (language: keyof PerLanguage): string => {
  const { street, locality, postcode, country } = site.address;
  return `${street}, ${locality[language]} ${postcode}, ${country[language]}`;
};
