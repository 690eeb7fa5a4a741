import type { SendMailOptions } from 'nodemailer';
import { optionCopyKeys, isEnquiryOption, enquiryFields } from '../src/pages/contact/form/enquiry';
import { companyEn } from '../src/locales/en';
import type { StoredEnquiry } from './outbox';

const form = companyEn.contact.form;
const languageNames = { en: 'English', fr: 'French' } as const;

/** The domain of an address such as `Site <website@example.com>`, for the Message-ID. */
const domainOf = (address: string) => address.match(/@([^>\s]+)>?\s*$/)?.[1] ?? 'localhost';

/**
 * The mail the consultancy receives, in English. The enquiry id is in the
 * subject and is the Message-ID, so a second delivery of the same enquiry
 * (after a crash between the mail server's acceptance and the outbox
 * removal) reads as the same message. Reply goes to the visitor.
 */
export function enquiryMail(record: StoredEnquiry, sender: string, recipient: string): SendMailOptions {
  const { enquiry } = record;
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const service = isEnquiryOption(enquiry.serviceInterest) ? form.options[optionCopyKeys[enquiry.serviceInterest]] : '';
  const lines = enquiryFields
    .filter((field) => field !== 'message')
    .map((field) => `${form.fields[field]}: ${field === 'serviceInterest' ? service : enquiry[field]}`);
  return {
    from: sender,
    to: recipient,
    replyTo: { name, address: enquiry.email },
    subject: `Website enquiry ${record.id}: ${name}`,
    messageId: `<${record.id}@${domainOf(sender)}>`,
    date: new Date(record.receivedAt),
    headers: { 'X-Enquiry-Id': record.id },
    text: [
      `Enquiry ${record.id}, received ${record.receivedAt}, written in ${languageNames[record.language]}.`,
      '',
      ...lines,
      '',
      `${form.fields.message}:`,
      enquiry.message,
      '',
    ].join('\n'),
  };
}
