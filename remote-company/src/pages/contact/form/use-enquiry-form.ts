import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from 'shared-i18n';
import { useLocation } from 'react-router';
import { site } from 'shared-ui/site';
import {
  emptyEnquiry,
  enquiryFields,
  optionCopyKeys,
  isEnquiryOption,
  type Enquiry,
  type EnquiryField,
} from './enquiry';
import { errorsFromCodes, invalidFields, validateEnquiry, type EnquiryErrors } from './validate';
import { sendEnquiry, type MailtoMessage, type SendOutcome } from './send-enquiry';
import { usePreselection } from './use-preselection';
import { useSubmittedEnquiry } from './submitted-enquiry';

export type FormStatus = 'idle' | 'sending' | Exclude<SendOutcome['kind'], 'dropped' | 'invalid'>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The values in the form's fields, if any, when the page was hydrated. */
function typedBeforeHydration(controls: Partial<Record<EnquiryField, Control | null>>): Partial<Enquiry> | undefined {
  const typed: Partial<Enquiry> = {};
  for (const field of enquiryFields) {
    const value = controls[field]?.value;
    if (value) typed[field] = value;
  }
  return Object.keys(typed).length > 0 ? typed : undefined;
}

/** State and behaviour of the enquiry form; the component only renders it. */
export function useEnquiryForm() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const { service: preselected, position } = usePreselection();
  const submitted = useSubmittedEnquiry();
  const { key: locationKey } = useLocation();
  const [values, setValues] = useState<Enquiry>(() => ({
    ...emptyEnquiry,
    serviceInterest: preselected ?? '',
    // An application names its position in the message, which the visitor can change.
    message: position ? t('contact.form.careers.message', position) : '',
    ...submitted?.values,
  }));
  const [errors, setErrors] = useState<EnquiryErrors>(() => errorsFromCodes(submitted?.codes ?? {}));
  const [status, setStatus] = useState<FormStatus>(submitted?.retryAfterSeconds === undefined ? 'idle' : 'rateLimited');
  const [mailtoUrl, setMailtoUrl] = useState('');
  const [retryAfterSeconds, setRetryAfterSeconds] = useState(submitted?.retryAfterSeconds ?? 0);
  const controls = useRef<Partial<Record<EnquiryField, Control | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);

  // Typed into the server's HTML before the page was hydrated, a value is in
  // its field but not yet in this state: the state adopts it, so nothing
  // typed early is lost or left out of what is sent. A page served without
  // its preselection (a static host has one page per route, whatever the
  // query) shows it now, unless the visitor chose a service first.
  const preselectedFirst = useRef(preselected);
  useEffect(() => {
    const typed = typedBeforeHydration(controls.current);
    if (typed) setValues((current) => ({ ...current, ...typed }));
    const service = controls.current.serviceInterest;
    if (service && preselectedFirst.current && !typed?.serviceInterest) service.value = preselectedFirst.current;
  }, []);

  // The preselection changes with a call to action on this very page (the
  // partnership card): apply it, and bring the visitor to the field.
  const [preselection, setPreselection] = useState({ preselected, locationKey });
  if (preselection.preselected !== preselected || preselection.locationKey !== locationKey) {
    setPreselection({ preselected, locationKey });
    if (preselected) setValues((current) => ({ ...current, serviceInterest: preselected }));
  }
  const firstLocationKey = useRef(locationKey);
  useEffect(() => {
    if (preselected && locationKey !== firstLocationKey.current) controls.current.serviceInterest?.focus();
  }, [preselected, locationKey]);

  const register = useCallback(
    (field: EnquiryField) => (element: Control | null) => {
      controls.current[field] = element;
    },
    [],
  );

  const change = (field: EnquiryField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once an error is shown, it follows what is typed so a fixed field clears at once.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validateEnquiry(next)[field] }));
  };

  const composeMail = (payload: Enquiry): MailtoMessage => {
    const service = isEnquiryOption(payload.serviceInterest)
      ? t(`contact.form.options.${optionCopyKeys[payload.serviceInterest]}`)
      : '';
    const lines = enquiryFields
      .filter((field) => field !== 'message')
      .map(
        (field) => `${t(`contact.form.fields.${field}`)}: ${field === 'serviceInterest' ? service : payload[field]}`,
      );
    return {
      to: site.emails.enquiries,
      subject: t('contact.form.mailto.subject', { name: `${payload.firstName} ${payload.lastName}` }),
      body: [
        t('contact.form.mailto.bodyIntro'),
        '',
        ...lines,
        '',
        `${t('contact.form.fields.message')}:`,
        payload.message,
      ].join('\n'),
    };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const showErrors = (found: EnquiryErrors) => {
      setErrors(found);
      const [first] = invalidFields(found);
      if (first) controls.current[first]?.focus();
      return first !== undefined;
    };
    if (showErrors(validateEnquiry(values))) {
      setStatus('idle');
      return;
    }
    setStatus('sending');
    const outcome = await sendEnquiry(values, {
      honeypot: honeypot.current?.value ?? '',
      language,
      composeMail,
      openMailto: (url) => {
        setMailtoUrl(url);
        window.location.href = url;
      },
    });
    // Whatever the answer, what was typed stays until the enquiry is accepted.
    if (outcome.kind === 'sent' || outcome.kind === 'dropped') {
      setValues(emptyEnquiry);
      if (honeypot.current) honeypot.current.value = '';
    }
    if (outcome.kind === 'invalid') showErrors(errorsFromCodes(outcome.codes));
    if (outcome.kind === 'rateLimited') setRetryAfterSeconds(outcome.retryAfterSeconds);
    setStatus(outcome.kind === 'dropped' ? 'sent' : outcome.kind === 'invalid' ? 'idle' : outcome.kind);
  };

  return { values, errors, status, mailtoUrl, retryAfterSeconds, register, change, submit, honeypot, position };
}
