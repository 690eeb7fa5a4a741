import { useLocation } from 'react-router';
import type { EnquiryOption } from 'shared-ui/site';
import { isEnquiryOption } from './enquiry';

/** The service chosen by another page's call to action: router state { service } or ?service=. */
export function usePreselectedService(): EnquiryOption | undefined {
  const location = useLocation();
  const fromState: unknown = (location.state as { service?: unknown } | null)?.service;
  if (isEnquiryOption(fromState)) return fromState;
  const fromQuery = new URLSearchParams(location.search).get('service');
  return isEnquiryOption(fromQuery) ? fromQuery : undefined;
}
