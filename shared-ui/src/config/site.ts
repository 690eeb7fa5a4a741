/**
 * The consultancy's facts, in one place. Every value here is a placeholder
 * that the owners replace before going live; nothing else in the code base
 * repeats them.
 */
export const site = {
  name: 'Kestrel Technologies',
  legalName: 'Kestrel Technologies Ltd',
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
  address: {
    lines: ['1 Example Street', 'London', 'EC1A 0AA', 'United Kingdom'],
    city: 'London',
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
