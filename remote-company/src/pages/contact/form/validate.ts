import { enquiryFields, fieldLimits, type Enquiry, type EnquiryField } from './enquiry';
import { parseEnquiry, type EnquiryCodes } from './enquiry-schema';

export type FieldError = { kind: 'required' } | { kind: 'email' } | { kind: 'tooLong'; max: number };
export type EnquiryErrors = Partial<Record<EnquiryField, FieldError>>;

/** The form's errors from field codes (its own check's, or the enquiry service's 400). */
export function errorsFromCodes(codes: EnquiryCodes): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of enquiryFields) {
    const code = codes[field];
    if (code) errors[field] = code === 'tooLong' ? { kind: code, max: fieldLimits[field] } : { kind: code };
  }
  return errors;
}

/** Validates an enquiry with the shared schema; an empty object means it can be sent. Copy is chosen at render time. */
export function validateEnquiry(values: Enquiry): EnquiryErrors {
  const parsed = parseEnquiry(values);
  return parsed.ok ? {} : errorsFromCodes(parsed.codes);
}

/** The fields with an error, in form order (the first one receives focus). */
export const invalidFields = (errors: EnquiryErrors): EnquiryField[] =>
  enquiryFields.filter((field) => errors[field] !== undefined);
