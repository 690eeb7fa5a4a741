import { fieldLimits, requiredFields, enquiryFields, isEnquiryOption, type Enquiry, type EnquiryField } from './enquiry';

export type FieldError = { kind: 'required' } | { kind: 'email' } | { kind: 'tooLong'; max: number };
export type EnquiryErrors = Partial<Record<EnquiryField, FieldError>>;

// Deliberately loose: one @, something on each side, a dot in the domain.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Validates an enquiry; an empty object means it can be sent. Copy is chosen at render time. */
export function validateEnquiry(values: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of enquiryFields) {
    const value = values[field].trim();
    if (requiredFields.includes(field) && value === '') errors[field] = { kind: 'required' };
    else if (values[field].length > fieldLimits[field]) errors[field] = { kind: 'tooLong', max: fieldLimits[field] };
    else if (field === 'email' && value !== '' && !emailPattern.test(value)) errors[field] = { kind: 'email' };
    else if (field === 'serviceInterest' && value !== '' && !isEnquiryOption(value)) errors[field] = { kind: 'required' };
  }
  return errors;
}

/** The fields with an error, in form order (the first one receives focus). */
export const invalidFields = (errors: EnquiryErrors): EnquiryField[] =>
  enquiryFields.filter((field) => errors[field] !== undefined);
