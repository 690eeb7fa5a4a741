import { site } from 'shared-ui';

/** Values interpolated into the legal copy ({{email}}, {{address}}). */
export const legalValues = (email: string) => ({ email, address: site.address.lines.join(', ') });
