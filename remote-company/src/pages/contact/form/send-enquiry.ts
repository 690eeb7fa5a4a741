import type { Enquiry } from './enquiry';

export type SendOutcome = 'sent' | 'failed' | 'timeout' | 'mailto' | 'dropped';

/** The shell serves this file; its endpoint is set at deploy time (empty = none). */
export const contactConfigPath = '/contact-config.json';
export const sendTimeoutMs = 10_000;

type Fetch = typeof fetch;

/** Reads the deploy-time endpoint; a missing or broken config means "no endpoint". */
export async function readEndpoint(fetchImpl: Fetch): Promise<string> {
  try {
    const response = await fetchImpl(contactConfigPath, { cache: 'no-store' });
    if (!response.ok) return '';
    const config: unknown = await response.json();
    const endpoint = (config as { endpoint?: unknown } | null)?.endpoint;
    return typeof endpoint === 'string' ? endpoint.trim() : '';
  } catch {
    return '';
  }
}

/** The exact JSON body: the six fields, trimmed, nothing else. */
export const enquiryPayload = (values: Enquiry): Enquiry => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  company: values.company.trim(),
  serviceInterest: values.serviceInterest,
  message: values.message.trim(),
});

export async function postEnquiry(
  endpoint: string,
  payload: Enquiry,
  fetchImpl: Fetch,
  timeoutMs = sendTimeoutMs,
): Promise<'sent' | 'failed' | 'timeout'> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    return timedOut ? 'timeout' : 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export interface MailtoMessage {
  to: string;
  subject: string;
  body: string;
}

export const buildMailtoUrl = ({ to, subject, body }: MailtoMessage) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

export interface SendOptions {
  /** The honeypot's value: anything in it means a bot, whose message vanishes. */
  honeypot: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  /** Builds the prefilled email used when no endpoint is configured. */
  composeMail: (payload: Enquiry) => MailtoMessage;
  /** Opens the visitor's mail client (window.location in the browser). */
  openMailto: (url: string) => void;
}

/** Sends a validated enquiry: POST to the endpoint, else a prefilled email. The site stores nothing. */
export async function sendEnquiry(values: Enquiry, options: SendOptions): Promise<SendOutcome> {
  if (options.honeypot !== '') return 'dropped';
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const payload = enquiryPayload(values);
  const endpoint = await readEndpoint(fetchImpl);
  if (endpoint === '') {
    options.openMailto(buildMailtoUrl(options.composeMail(payload)));
    return 'mailto';
  }
  return postEnquiry(endpoint, payload, fetchImpl, options.timeoutMs);
}
