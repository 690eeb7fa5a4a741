import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, type ServiceConfig } from '../config';
import type { RenderContact } from '../contact-answer';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';

/** Loopback ports of these tests: 5140-5147, or from JEST_PORT_BASE when two checkouts test at once. */
const base = Number(process.env.JEST_PORT_BASE ?? 5140);
export const testPorts = {
  service: base,
  sink: base + 1,
  child: base + 2,
  childSink: base + 3,
  // dead-letters.test.ts: its service, its scripted mail server, the metrics, and a port nothing listens on.
  deadService: base + 4,
  scripted: base + 5,
  metrics: base + 6,
  closed: base + 7,
} as const;

export const validEnquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  serviceInterest: 'aerospace',
  message: 'We would like to modernise our ERP.',
};

/** A temporary folder; removed with the dead-letter folder the service puts beside it by default. */
export function tempDir(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-dead-letters`, { recursive: true, force: true });
    },
  };
}

/** A configuration for tests: short retries, the sink on `sinkPort`, no metrics endpoint. */
export const testConfig = (outboxDir: string, overrides: Record<string, string> = {}): ServiceConfig =>
  readConfig({
    ENQUIRIES_PORT: String(testPorts.service),
    ENQUIRIES_SMTP_HOST: '127.0.0.1',
    ENQUIRIES_SMTP_PORT: String(testPorts.sink),
    ENQUIRIES_SMTP_TLS: 'none',
    ENQUIRIES_FROM: 'Website <website@example.com>',
    ENQUIRIES_TO: 'enquiries@example.com',
    ENQUIRIES_OUTBOX: outboxDir,
    ENQUIRIES_ALLOWED_ORIGIN: 'http://127.0.0.1:5100',
    ENQUIRIES_RETRY_START_MS: '20',
    ENQUIRIES_RETRY_CAP_MS: '80',
    ENQUIRIES_LOG_LEVEL: 'info',
    ENQUIRIES_METRICS_PORT: '0',
    ...overrides,
  });

/** Quoted-printable soft breaks and escapes undone (the body), then long header lines unfolded. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )
    .toString('utf8')
    .replace(/\r?\n[ \t]+/g, ' ');

/** The messages the sink holds, as text. */
export const mails = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .map((name) => readable(readFileSync(join(dir, name), 'latin1')));

export const messageIds = (dir: string) => mails(dir).map((mail) => mail.match(/^Message-ID: <([^@>]+)@/im)?.[1]);

export const outboxFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json'));

/** A stream for the service's log that hands each line written to `write` (a test keeps them to read). */
export const logStream = (write: (text: string) => void) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      write(chunk.toString());
      done();
    },
  });

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds (at most `timeoutMs`). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await wait(20);
  }
}

/** The company area's real render of its contact page, from source (the service loads its build's bundle). */
export const contactFromSource: RenderContact = async (language, submission) =>
  (await import('../../src/render/fragments')).renderContactPage(language, submission);

/** What a scripted mail server is asked to answer: a message's enquiry id, its text, and how often that id came before. */
export interface Delivered {
  id: string;
  text: string;
  seen: number;
}

/**
 * A mail server whose answer to each message the test chooses: an SMTP reply
 * code to refuse it with (5xx for good, 4xx for now), or undefined to take it.
 */
export async function startScriptedMailServer(port: number) {
  const seen = new Map<string, number>();
  const state = {
    answer: (() => undefined) as (message: Delivered) => number | undefined,
    /** Every answer given, in order. */
    answers: [] as { id: string; code: number | undefined }[],
    /** The ids of the messages taken. */
    received: [] as string[],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const id = text.match(/^X-Enquiry-Id: (\S+)/im)?.[1] ?? '';
        seen.set(id, (seen.get(id) ?? 0) + 1);
        const code = state.answer({ id, text, seen: seen.get(id)! });
        state.answers.push({ id, code });
        if (code === undefined) {
          state.received.push(id);
          callback();
        } else callback(Object.assign(new Error(`Refused by the test (${code})`), { responseCode: code }));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return state;
}
