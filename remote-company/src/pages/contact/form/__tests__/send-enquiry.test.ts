import type { Enquiry } from '../enquiry';
import { buildMailtoUrl, contactConfigPath, sendEnquiry, type SendOptions } from '../send-enquiry';

const enquiry: Enquiry = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: '<script>alert("x")</script>',
  serviceInterest: 'partnership',
  message: 'Hello & "welcome"',
};
const endpoint = 'https://api.example.com/enquiries';

// jsdom has no fetch Response: a minimal stand-in with what the code reads.
const reply = (status: number, body: unknown = null) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as Response;
const json = (body: unknown) => reply(200, body);

/** A fetch that serves the deploy config, then answers the POST with `answer`. */
function mockFetch(config: unknown, answer: (init?: RequestInit) => Promise<Response>) {
  return jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === contactConfigPath ? Promise.resolve(json(config)) : answer(init),
  ) as jest.Mock & typeof fetch;
}

const options = (fetchImpl: typeof fetch, extra: Partial<SendOptions> = {}): SendOptions => ({
  honeypot: '',
  fetchImpl,
  composeMail: (payload) => ({ to: 'enquiries@example.com', subject: `Enquiry from ${payload.firstName}`, body: payload.message }),
  openMailto: jest.fn(),
  ...extra,
});

describe('sendEnquiry', () => {
  it('POSTs exactly the six fields as JSON to the configured endpoint', async () => {
    const fetchImpl = mockFetch({ endpoint }, () => Promise.resolve(reply(204)));
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toBe('sent');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [url, init] = fetchImpl.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: '<script>alert("x")</script>',
      serviceInterest: 'partnership',
      message: 'Hello & "welcome"',
    });
  });

  it('reports a failure on HTTP 500', async () => {
    const fetchImpl = mockFetch({ endpoint }, () => Promise.resolve(reply(500)));
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toBe('failed');
  });

  it('reports a failure when the network fails', async () => {
    const fetchImpl = mockFetch({ endpoint }, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEnquiry(enquiry, options(fetchImpl))).resolves.toBe('failed');
  });

  it('gives up after the timeout and says so', async () => {
    const hang = (init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const fetchImpl = mockFetch({ endpoint }, hang);
    await expect(sendEnquiry(enquiry, options(fetchImpl, { timeoutMs: 20 }))).resolves.toBe('timeout');
  });

  it('opens a prefilled email when no endpoint is configured', async () => {
    const fetchImpl = mockFetch({ endpoint: '' }, () => Promise.reject(new Error('must not POST')));
    const openMailto = jest.fn();
    await expect(sendEnquiry(enquiry, options(fetchImpl, { openMailto }))).resolves.toBe('mailto');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(openMailto).toHaveBeenCalledWith(
      `mailto:enquiries@example.com?subject=${encodeURIComponent('Enquiry from Ada')}&body=${encodeURIComponent('Hello & "welcome"')}`,
    );
  });

  it('falls back to email when the deploy config cannot be read', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(reply(404))) as jest.Mock & typeof fetch;
    const openMailto = jest.fn();
    await expect(sendEnquiry(enquiry, options(fetchImpl, { openMailto }))).resolves.toBe('mailto');
    expect(openMailto).toHaveBeenCalledTimes(1);
  });

  it('drops a submission whose honeypot is filled, without any request', async () => {
    const fetchImpl = mockFetch({ endpoint }, () => Promise.resolve(reply(200)));
    const openMailto = jest.fn();
    await expect(sendEnquiry(enquiry, options(fetchImpl, { honeypot: 'https://spam.example', openMailto }))).resolves.toBe('dropped');
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
