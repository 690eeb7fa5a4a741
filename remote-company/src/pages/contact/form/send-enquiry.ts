import type { Enquiry } from './enquiry';
import type { EnquiryCodes } from './enquiry-schema';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; codes: EnquiryCodes }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'failed' }
  | { kind: 'timeout' }
  | { kind: 'mailto' }
  | { kind: 'dropped' };

/** The site's own enquiry service (remote-company/server), proxied on the site's origin. */
export const enquiryEndpoint = '/api/enquiries';
/** The shell serves this file; an endpoint set there at deploy time replaces the site's own. */
export const contactConfigPath = '/contact-config.json';
export const sendTimeoutMs = 10_000;

type Fetch = typeof fetch;

/** The endpoint to post to: a deploy-time override, else the site's own service. */
async function readEndpoint(fetchImpl: Fetch): Promise<string> {
  try {
    const response = await fetchImpl(contactConfigPath, { cache: 'no-store' });
    if (!response.ok) return enquiryEndpoint;
    const config: unknown = await response.json();
    const endpoint = (config as { endpoint?: unknown } | null)?.endpoint;
    return typeof endpoint === 'string' && endpoint.trim() !== '' ? endpoint.trim() : enquiryEndpoint;
  } catch {
    return enquiryEndpoint;
  }
}

/** The exact JSON body: the six fields, trimmed, and the page's language (the reply's language). */
const enquiryPayload = (values: Enquiry, language: string): Enquiry & { language: string } => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  email: values.email.trim(),
  company: values.company.trim(),
  serviceInterest: values.serviceInterest,
  message: values.message.trim(),
  language,
});

/** What the service's answer means for the form; "unreachable" lets the caller fall back to email. */
async function readAnswer(response: Response): Promise<SendOutcome | 'unreachable'> {
  if (response.ok) return { kind: 'sent' };
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as { errors?: EnquiryCodes } | null;
    return body?.errors && Object.keys(body.errors).length > 0
      ? { kind: 'invalid', codes: body.errors }
      : { kind: 'failed' };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After'));
    return { kind: 'rateLimited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 60 };
  }
  // A proxy's answer when the service is down or not deployed.
  if ([404, 502, 503, 504].includes(response.status)) return 'unreachable';
  return { kind: 'failed' };
}

async function postEnquiry(
  endpoint: string,
  payload: Enquiry & { language: string },
  fetchImpl: Fetch,
  timeoutMs = sendTimeoutMs,
): Promise<SendOutcome | 'unreachable'> {
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
    return await readAnswer(response);
  } catch {
    return timedOut ? { kind: 'timeout' } : 'unreachable';
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
  /** The page's language, so the reply can be in it. */
  language: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  /** Builds the prefilled email used when the service cannot be reached. */
  composeMail: (payload: Enquiry) => MailtoMessage;
  /** Opens the visitor's mail client (window.location in the browser). */
  openMailto: (url: string) => void;
}

/** Sends a validated enquiry to the enquiry service; a prefilled email only if the service cannot be reached. */
export async function sendEnquiry(values: Enquiry, options: SendOptions): Promise<SendOutcome> {
  if (options.honeypot !== '') return { kind: 'dropped' };
  const fetchImpl = options.fetchImpl ?? fetch.bind(globalThis);
  const payload = enquiryPayload(values, options.language);
  const outcome = await postEnquiry(await readEndpoint(fetchImpl), payload, fetchImpl, options.timeoutMs);
  if (outcome !== 'unreachable') return outcome;
  options.openMailto(buildMailtoUrl(options.composeMail(payload)));
  return { kind: 'mailto' };
}
