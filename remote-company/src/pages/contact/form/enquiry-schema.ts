import * as v from 'valibot';
import { enquiryOptions } from 'shared-ui/site';
import { enquiryFields, fieldLimits, type Enquiry, type EnquiryField } from './enquiry';

/**
 * The one set of rules for an enquiry, used by the form in the browser and by
 * the enquiry service (remote-company/server) alike. Each issue's message is
 * a field code the form turns into its translated message.
 */
const fieldCodes = ['required', 'email', 'tooLong'] as const;
type FieldCode = (typeof fieldCodes)[number];

// Deliberately loose: one @, something on each side, a dot in the domain.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const code = (value: FieldCode) => value;
const limit = (field: EnquiryField) => v.maxLength<string, number, FieldCode>(fieldLimits[field], code('tooLong'));
const requiredText = (field: EnquiryField) =>
  v.optional(
    v.pipe(v.string(code('required')), v.trim(), v.nonEmpty<string, FieldCode>(code('required')), limit(field)),
    '',
  );
const optionalText = (field: EnquiryField) =>
  v.optional(v.pipe(v.string(code('required')), v.trim(), limit(field)), '');
// Names, company and email go into mail headers: no line breaks, ever.
const oneLine = (schema: ReturnType<typeof optionalText> | ReturnType<typeof requiredText>) =>
  v.pipe(
    schema,
    v.transform((value: string) => value.replace(/[\r\n]+/g, ' ')),
  );

const enquirySchema = v.object({
  firstName: oneLine(requiredText('firstName')),
  lastName: oneLine(requiredText('lastName')),
  email: v.pipe(
    requiredText('email'),
    v.check((value: string) => emailPattern.test(value), code('email')),
  ),
  company: oneLine(optionalText('company')),
  serviceInterest: v.optional(v.picklist(['', ...enquiryOptions], code('required')), ''),
  message: requiredText('message'),
}) satisfies v.GenericSchema<unknown, Enquiry>;

export type EnquiryCodes = Partial<Record<EnquiryField, FieldCode>>;

export type ParsedEnquiry = { ok: true; enquiry: Enquiry } | { ok: false; codes: EnquiryCodes };

/** Checks any input (a JSON body, a form body, the form's state): the cleaned enquiry, or one code per invalid field. */
export function parseEnquiry(input: unknown): ParsedEnquiry {
  const result = v.safeParse(enquirySchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, enquiry: result.output };
  const codes: EnquiryCodes = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (!enquiryFields.includes(field as EnquiryField) || codes[field as EnquiryField]) continue;
    codes[field as EnquiryField] = (fieldCodes as readonly string[]).includes(issue.message)
      ? (issue.message as FieldCode)
      : 'required';
  }
  return { ok: false, codes };
}
