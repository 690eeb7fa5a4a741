import { createContext, useContext } from 'react';
import type { EnquiryField } from './enquiry';
import type { EnquiryCodes } from './enquiry-schema';

/**
 * An enquiry posted without JavaScript that the enquiry service could not
 * accept: what was typed, the field codes of its errors, and, after the rate
 * limit, the seconds to wait. The service renders the contact form with it in
 * Node (src/render/fragments.tsx), so the visitor gets the contact page back
 * with every value kept and each error beside its field. In the browser no
 * one provides it.
 */
export interface SubmittedEnquiry {
  values: Partial<Record<EnquiryField, string>>;
  codes: EnquiryCodes;
  retryAfterSeconds?: number;
}

export const SubmittedEnquiryContext = createContext<SubmittedEnquiry | undefined>(undefined);

export const useSubmittedEnquiry = (): SubmittedEnquiry | undefined => useContext(SubmittedEnquiryContext);
