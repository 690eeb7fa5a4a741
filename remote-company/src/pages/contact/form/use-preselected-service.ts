import { useLocation } from 'react-router';
import { useHydrated } from 'shared-ui';
import type { EnquiryOption } from 'shared-ui/site';
import { isEnquiryOption } from './enquiry';

/**
 * The service chosen by another page's call to action: ?service=. None while the server's HTML is hydrated: that
 * HTML was rendered without the query, and React keeps a form field's value
 * as the server wrote it, so the choice is applied in the render after.
 */
export function usePreselectedService(): EnquiryOption | undefined {
  const location = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return undefined;
  const fromQuery = new URLSearchParams(location.search).get('service');
  return isEnquiryOption(fromQuery) ? fromQuery : undefined;
}
