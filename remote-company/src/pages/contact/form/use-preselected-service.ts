import { useLocation } from 'react-router';
import type { EnquiryOption } from 'shared-ui/site';
import { isEnquiryOption } from './enquiry';

/**
 * The service chosen by another page's call to action (contactWith): ?service=, when it is one the form offers.
 * The page is served with it selected (the contact route takes the query: src/routes.ts), so the form hydrates
 * with it as the server wrote it.
 */
export function usePreselectedService(): EnquiryOption | undefined {
  const fromQuery = new URLSearchParams(useLocation().search).get('service');
  return isEnquiryOption(fromQuery) ? fromQuery : undefined;
}
