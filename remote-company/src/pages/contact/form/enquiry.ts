// Constants only (not the package entry, which holds components): the
// enquiry service in Node imports this file too.
import { enquiryOptions, type EnquiryOption } from 'shared-ui/site';

/** The fields sent to the contact endpoint, in form order. */
export const enquiryFields = ['firstName', 'lastName', 'email', 'company', 'serviceInterest', 'message'] as const;

export type EnquiryField = (typeof enquiryFields)[number];
export type Enquiry = Record<EnquiryField, string>;

export const emptyEnquiry: Enquiry = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  serviceInterest: '',
  message: '',
};

/** Maximum lengths; 254 is the longest valid email address. */
export const fieldLimits: Record<EnquiryField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  company: 150,
  serviceInterest: 40,
  message: 5000,
};

export const isEnquiryOption = (value: unknown): value is EnquiryOption =>
  typeof value === 'string' && (enquiryOptions as readonly string[]).includes(value);

/** Copy key (`contact.form.options.<key>`) of each option value. */
export const optionCopyKeys = {
  engineering: 'engineering',
  aerospace: 'aerospace',
  'project-management': 'projectManagement',
  'system-integration': 'systemIntegration',
  'quality-assurance': 'qualityAssurance',
  security: 'security',
  'international-support': 'internationalSupport',
  vulnyzer: 'vulnyzer',
  meetlyhub: 'meetlyhub',
  partnership: 'partnership',
  careers: 'careers',
  accessibility: 'accessibility',
  other: 'other',
} as const satisfies Record<EnquiryOption, string>;
