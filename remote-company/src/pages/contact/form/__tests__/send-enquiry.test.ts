import type { Enquiry } from '../enquiry';
import { buildMailtoUrl, contactConfigPath, enquiryEndpoint, sendEnquiry, type SendOptions } from '../send-enquiry';

const enquiry: Enquiry = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '<script>alert("x")</script>',
  serviceInterest: 'partnership',
  message: 'Hello & "welcome"',
};
const override = 'https://api.example.com/enquiries';

// jsdom has no fetch Response: a minimal stand-in with what the code reads.
const reply = (status: number, body: unknown = null, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
    headers: { get: (name: string) => headers[name] ?? null },
  }) as unknown as Response;

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A fetch that serves the deploy config, then answers the POST with `answer`. */
function mockFetch(config: unknown, answer: (init?: RequestInit) => Promise<Response>) {
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    urlOf(input) === contactConfigPath ? Promise.resolve(reply(200, config)) : answer(init),
  );
}

const options = (fetchImpl: typeof fetch, extra: Partial<SendOptions> = {}): SendOptions => ({
  honeypot: '',
  language: 'fr',
  fetchImpl,
  composeMail: (payload) => ({
    to: 'enquiries@example.com',
    subject: `Enquiry from ${payload.firstName}`,
    body: payload.message,
  }),
  openMailto: jest.fn(),
  ...extra,
});

describe('sendEnquiry', () => {
  it('POSTs the six fields and the language as JSON to the site’s own service by default', async () => {
    const fetchImpl = mockFetch({ endpoint: '' }, () => Promise.resolve(reply(202, { id: 'x' })));
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toEqual({ kind: 'sent' });
    const [url, init] = fetchImpl.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(enquiryEndpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: '<script>alert("x")</script>',
      serviceInterest: 'partnership',
      message: 'Hello & "welcome"',
      language: 'fr',
    });
  });

  it('uses the deploy-time endpoint when one is set, and the default when the config cannot be read', async () => {
    const configured = mockFetch({ endpoint: override }, () => Promise.resolve(reply(202)));
    await sendEnquiry(enquiry, options(configured));
    expect(configured.mock.calls[1]![0]).toBe(override);
    const missing = jest.fn((input: RequestInfo | URL) =>
      Promise.resolve(reply(urlOf(input) === contactConfigPath ? 404 : 202)),
    );
    await expect(sendEnquiry(enquiry, options(missing))).resolves.toEqual({ kind: 'sent' });
    expect(missing.mock.calls[1]![0]).toBe(enquiryEndpoint);
  });

  it('returns the field codes of a 400', async () => {
    const fetchImpl = mockFetch({}, () =>
      Promise.resolve(reply(400, { errors: { email: 'email', message: 'tooLong' } })),
    );
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toEqual({
      kind: 'invalid',
      codes: { email: 'email', message: 'tooLong' },
    });
  });

  it('returns the wait of a 429 from Retry-After', async () => {
    const fetchImpl = mockFetch({}, () =>
      Promise.resolve(reply(429, { error: 'rate-limited' }, { 'Retry-After': '120' })),
    );
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 120,
    });
  });

  it('reports a failure on HTTP 500', async () => {
    const fetchImpl = mockFetch({}, () => Promise.resolve(reply(500)));
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toEqual({ kind: 'failed' });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the proxy answers 502', () => Promise.resolve(reply(502))],
  ])('opens a prefilled email when %s', async (_case, answer) => {
    const openMailto = jest.fn();
    const fetchImpl = mockFetch({}, answer);
    await expect(sendEnquiry(enquiry, options(fetchImpl, { openMailto }))).resolves.toEqual({ kind: 'mailto' });
    expect(openMailto).toHaveBeenCalledWith(
      `mailto:enquiries@example.com?subject=${encodeURIComponent('Enquiry from Ada')}&body=${encodeURIComponent('Hello & "welcome"')}`,
    );
  });

  it('gives up after the timeout and says so', async () => {
    const hang = (init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const fetchImpl = mockFetch({}, hang);
    await expect(sendEnquiry(enquiry, options(fetchImpl, { timeoutMs: 20 }))).resolves.toEqual({ kind: 'timeout' });
  });

  it('drops a submission whose honeypot is filled, without any request', async () => {
    const fetchImpl = mockFetch({}, () => Promise.resolve(reply(202)));
    const openMailto = jest.fn();
    await expect(
      sendEnquiry(enquiry, options(fetchImpl, { honeypot: 'https://spam.example', openMailto })),
    ).resolves.toEqual({ kind: 'dropped' });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(openMailto).not.toHaveBeenCalled();
  });
});

describe('buildMailtoUrl', () => {
  it('encodes subject and body so nothing can break out of the URL', () => {
    const url = buildMailtoUrl({ to: 'a@example.com', subject: 'Hi & bye?', body: 'Line 1\nLine 2 <b>' });
    expect(url).toBe('mailto:a@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0ALine%202%20%3Cb%3E');
  });
});
