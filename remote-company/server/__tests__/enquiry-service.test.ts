/**
 * @jest-environment node
 */
import { startMailSink, type MailSink } from '../mail-sink';
import { startService } from '../service';
import { backoffDelay } from '../delivery';
import { companyEn } from '../../src/locales/en';
import { companyFr } from '../../src/locales/fr';
import { enquiryEndpoint } from '../../src/pages/contact/form/send-enquiry';
import { enquiryAnswerType, namesEnquiryAnswer, readEnquiryAnswer } from 'shared-ui/contract/enquiry-answer';
import { contactRender } from '../contact-answer';
import {
  contactFromSource,
  mails,
  messageIds,
  outboxFiles,
  tempDir,
  testConfig,
  testPorts,
  until,
  validEnquiry,
  wait,
  logStream,
} from './helpers';

const url = `http://127.0.0.1:${testPorts.service}${enquiryEndpoint}`;
const json = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html,application/xhtml+xml',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

let outbox: ReturnType<typeof tempDir>;
let mailDir: ReturnType<typeof tempDir>;
let sink: MailSink;
let service: Awaited<ReturnType<typeof startService>>;
let logs: string;

async function start(overrides: Record<string, string> = {}) {
  logs = '';
  const stream = logStream((text) => (logs += text));
  service = await startService(testConfig(outbox.dir, overrides), stream, contactFromSource);
}

beforeEach(async () => {
  outbox = tempDir('outbox');
  mailDir = tempDir('mail');
  sink = await startMailSink({ dir: mailDir.dir, port: testPorts.sink });
  await start();
});

afterEach(async () => {
  await service.stop();
  await sink.down();
  outbox.remove();
  mailDir.remove();
});

/** Nothing waits for delivery, the outbox is empty and the sink got nothing. */
async function expectNothingDelivered() {
  await service.delivery.idle();
  expect(outboxFiles(outbox.dir)).toEqual([]);
  expect(mails(mailDir.dir)).toEqual([]);
}

describe('the enquiry service', () => {
  it('accepts an enquiry with 202 and its id, delivers it once, and empties the outbox', async () => {
    const response = await json(validEnquiry);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await service.delivery.idle();
    expect(messageIds(mailDir.dir)).toEqual([id]);
    const [mail] = mails(mailDir.dir);
    expect(mail).toMatch(new RegExp(`^Subject: Website enquiry ${id}: Ada Lovelace$`, 'm'));
    expect(mail).toMatch(/^Reply-To: Ada Lovelace <ada@example.com>$/m);
    expect(mail).toContain('We would like to modernise our ERP.');
    expect(outboxFiles(outbox.dir)).toEqual([]);
    await wait(200);
    expect(mails(mailDir.dir)).toHaveLength(1);
  });

  it('keeps the enquiry while the mail server is down and delivers it once it is back', async () => {
    await sink.down();
    const response = await json(validEnquiry);
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    await until(() => (logs.match(/"event":"delivery-failed"/g) ?? []).length >= 3);
    expect(outboxFiles(outbox.dir)).toEqual([`${id}.json`]);
    await sink.up();
    await service.delivery.idle();
    expect(messageIds(mailDir.dir)).toEqual([id]);
    expect(outboxFiles(outbox.dir)).toEqual([]);
  });

  it('delivers what the outbox holds after a restart', async () => {
    await sink.down();
    const { id } = (await (await json(validEnquiry)).json()) as { id: string };
    await service.stop();
    await sink.up();
    await start();
    await service.delivery.idle();
    expect(messageIds(mailDir.dir)).toEqual([id]);
  });

  it('answers 400 with one code per invalid field, and delivers nothing', async () => {
    const response = await json({
      ...validEnquiry,
      firstName: '  ',
      email: 'not-an-email',
      message: 'x'.repeat(5001),
      serviceInterest: 'hacking',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { firstName: 'required', email: 'email', serviceInterest: 'required', message: 'tooLong' },
    });
    await expectNothingDelivered();
  });

  it('refuses an oversized body (413), another content type (415) and broken JSON (400)', async () => {
    const big = await json({ ...validEnquiry, message: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'too-large' });
    // A form posted without JavaScript: a page in the language of the page that posted it (its body is not read).
    const bigForm = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Referer: 'http://127.0.0.1/fr/contact',
      },
      body: new URLSearchParams({ message: 'x'.repeat(70_000) }).toString(),
    });
    expect(bigForm.status).toBe(413);
    expect(await bigForm.text()).toMatch(/<html lang="fr">.*trop long.*href="\/fr\/contact"/s);
    const text = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'Hello' });
    expect(text.status).toBe(415);
    const multipart = new FormData();
    multipart.set('firstName', 'Ada');
    expect((await fetch(url, { method: 'POST', body: multipart })).status).toBe(415);
    const broken = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName": "Ada',
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).not.toContain('Ada');
    await expectNothingDelivered();
  });

  it('pretends to accept a filled honeypot and keeps nothing', async () => {
    const response = await json({ ...validEnquiry, website: 'https://spam.example' });
    expect(response.status).toBe(202);
    await expectNothingDelivered();
  });

  it('limits enquiries per address with 429 and Retry-After', async () => {
    await service.stop();
    await start({ ENQUIRIES_RATE_LIMIT: '2', ENQUIRIES_RATE_WINDOW_MS: '60000' });
    expect((await json(validEnquiry)).status).toBe(202);
    expect((await json(validEnquiry)).status).toBe(202);
    const limited = await json(validEnquiry);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'rate-limited' });
    await service.delivery.idle();
    expect(mails(mailDir.dir)).toHaveLength(2);
  });

  it('refuses a post from another origin', async () => {
    expect((await json(validEnquiry, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    await expectNothingDelivered();
  });

  it('keeps line breaks out of mail headers', async () => {
    const response = await json({ ...validEnquiry, lastName: 'Lovelace\r\nBcc: victim@example.com' });
    expect(response.status).toBe(202);
    await service.delivery.idle();
    const [mail] = mails(mailDir.dir);
    expect(mail).not.toMatch(/^Bcc:/im);
    expect(mail).toMatch(/^Subject: .*Lovelace Bcc: victim@example\.com$/m);
  });

  it('never logs what a visitor typed', async () => {
    await json({ ...validEnquiry, firstName: 'Zebedee' });
    await json({ ...validEnquiry, email: 'zebedee-at-nowhere' });
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName": "Zebedee',
    });
    await form({ ...validEnquiry, firstName: 'Zebedee', language: 'fr' });
    await service.delivery.idle();
    expect(logs).toContain('"event":"accepted"');
    expect(logs).toContain('"event":"delivered"');
    expect(logs).not.toMatch(/Zebedee|zebedee|ada@example|Lovelace|modernise/);
  });
});

describe('a form posted without JavaScript', () => {
  it('is answered 303 to the confirmation page in its language', async () => {
    const response = await form({ ...validEnquiry, language: 'fr' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr/contact/thank-you');
    expect((await form({ ...validEnquiry, language: 'en' })).headers.get('location')).toBe('/contact/thank-you');
    await service.delivery.idle();
    expect(mails(mailDir.dir)).toHaveLength(2);
  });

  it('gets the contact page’s content back in its language, with its errors beside the fields and everything typed, escaped, in a minimal page of its own', async () => {
    const response = await form({
      ...validEnquiry,
      email: 'ada@',
      company: '<script>x</script>',
      message: '',
      language: 'fr',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The CORS hook's Origin, and the Accept that chooses between the page and the fragment.
    expect(response.headers.get('vary')).toBe('Origin, Accept');
    const html = await response.text();
    const { contact } = companyFr;
    expect(html).toMatch(/^<!doctype html><html lang="fr"><head><meta charset="utf-8">/);
    expect(html).toContain(`<title>${contact.formPage.title} – ${contact.meta.title} | Kestrel Technologies</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The form is the company area's, rendered again; no script runs at /api/enquiries.
    expect(html).toMatch(/<form [^>]*id="enquiry-form"[^>]* action="\/api\/enquiries" method="post">/);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")|as="fetch"/);
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toMatch(/<option value="aerospace" selected="">/);
    expect(html).toContain('<input type="hidden" name="language" value="fr"/>');
    expect(html).toContain(contact.form.errors.email);
    expect(html).toContain(contact.form.errors.required);
    expect(html).toContain(contact.form.errors.summary_other.replace('{{count}}', '2'));
    await expectNothingDelivered();
  });

  it('gives the edge, which asks for it by Accept, the same content as a fragment of the contract, for the contact page’s frame', async () => {
    const response = await form(
      { ...validEnquiry, email: 'ada@', company: '<script>x</script>', language: 'fr' },
      { Accept: `${enquiryAnswerType}, text/html` },
    );
    expect(response.status).toBe(400);
    expect(namesEnquiryAnswer(response.headers.get('content-type') ?? undefined)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = readEnquiryAnswer(await response.text());
    const { contact } = companyFr;
    expect(answer.language).toBe('fr');
    expect(answer.head).toContain(
      `<title>${contact.formPage.title} – ${contact.meta.title} | Kestrel Technologies</title>`,
    );
    expect(answer.head).toContain('<meta name="robots" content="noindex"/>');
    expect(answer.body).toMatch(/^<[a-z]/);
    expect(answer.body).not.toContain('<html');
    expect(answer.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(answer.body).toContain(contact.form.errors.email);
    await expectNothingDelivered();
  });

  it('answers posts in both languages at once, each page wholly in its own language', async () => {
    const languages = ['fr', 'en', 'fr', 'en', 'en', 'fr'] as const;
    const pages = await Promise.all(
      languages.map((language) => form({ ...validEnquiry, email: 'ada@', language }).then((r) => r.text())),
    );
    pages.forEach((html, index) => {
      const language = languages[index]!;
      const { contact } = language === 'fr' ? companyFr : companyEn;
      const other = language === 'fr' ? companyEn : companyFr;
      expect(html).toMatch(new RegExp(`^<!doctype html><html lang="${language}">`));
      expect(html).toContain(contact.form.errors.email);
      expect(html).not.toContain(other.contact.form.errors.email);
    });
    await expectNothingDelivered();
  });

  it('after the rate limit, gets the contact page with the wait in minutes, status 429 and Retry-After', async () => {
    await service.stop();
    await start({ ENQUIRIES_RATE_LIMIT: '1', ENQUIRIES_RATE_WINDOW_MS: '120000' });
    expect((await form({ ...validEnquiry, language: 'en' })).status).toBe(303);
    const limited = await form({ ...validEnquiry, firstName: 'Grace', language: 'en' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    const html = await limited.text();
    expect(html).toContain(companyEn.contact.form.rateLimited_other.replace('{{count}}', '2'));
    expect(html).toContain('value="Grace"');
    await service.delivery.idle();
    expect(mails(mailDir.dir)).toHaveLength(1);
  });

  it('without the build, answers a short page in its language and says so in the log', async () => {
    await service.stop();
    logs = '';
    const stream = logStream((text) => (logs += text));
    service = await startService({ ...testConfig(outbox.dir), areaDir: outbox.dir }, stream);
    expect(logs).toContain('"event":"contact-page-missing"');
    expect(logs).toContain(`${outbox.dir}/dist-render/render.js`);
    const response = await form({ ...validEnquiry, email: 'ada@', language: 'fr' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(companyFr.contact.formPage.unavailable);
    expect(logs).toContain('"event":"contact-page-unavailable"');
    await expectNothingDelivered();
  });
});

describe('the area’s render bundle (contactRender)', () => {
  it('is loaded again after a failure: once the area is built, the answer is its render', async () => {
    let built = false;
    const files: string[] = [];
    const { render } = contactRender('/srv/company', (file) => {
      files.push(file);
      if (!built) return Promise.reject(new Error('not built'));
      return Promise.resolve({
        renderContactPage: (language) => Promise.resolve({ head: '<title>Built</title>', body: `<p>${language}</p>` }),
      });
    });
    const submission = { values: {}, codes: {} };
    await expect(render('en', submission)).rejects.toThrow('not built');
    built = true;
    await expect(render('fr', submission)).resolves.toEqual({ head: '<title>Built</title>', body: '<p>fr</p>' });
    // Loaded once it holds.
    await render('en', submission);
    expect(files).toEqual(['/srv/company/dist-render/render.js', '/srv/company/dist-render/render.js']);
  });
});

describe('backoffDelay', () => {
  it('starts at 1 s, doubles, and stays at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((attempt) => backoffDelay(attempt, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
