import type { Language } from 'shared-i18n';
import { formatAddress, site } from 'shared-ui/site';

/**
 * Values interpolated into the legal copy: the controller's identity and
 * registration come from the site config, never from the copy itself.
 */
export const legalValues = (email: string, language: Language, registeredIn: string) => ({
  email,
  registeredIn,
  address: formatAddress(language),
  company: site.legalName,
  companyNumber: site.registration.companyNumber,
  enquiriesEmail: site.emails.enquiries,
});
