/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startService } from '../service';
import { isPermanentRefusal } from '../delivery';
import { EnquiryFolder, type StoredEnquiry } from '../outbox';
import { enquiryEndpoint } from '../../src/pages/contact/form/send-enquiry';
import {
  contactFromSource,
  startScriptedMailServer,
  tempDir,
  testConfig,
  testPorts,
  until,
  validEnquiry,
  wait,
  logStream,
} from './helpers';

const remoteCompany = join(__dirname, '..', '..');
const serviceOrigin = `http://127.0.0.1:${testPorts.deadService}`;
const metricsUrl = `http://127.0.0.1:${testPorts.metrics}/metrics`;
const dayMs = 24 * 60 * 60 * 1000;

let work: ReturnType<typeof tempDir>;
let outboxDir: string;
let deadDir: string;
let mail: Awaited<ReturnType<typeof startScriptedMailServer>>;
let service: Awaited<ReturnType<typeof startService>> | undefined;
let logs: string;

async function start(overrides: Record<string, string> = {}, now?: () => number) {
  logs = '';
  const stream = logStream((text) => (logs += text));
  service = await startService(
    testConfig(outboxDir, {
      ENQUIRIES_PORT: String(testPorts.deadService),
      ENQUIRIES_SMTP_PORT: String(testPorts.scripted),
      ENQUIRIES_DEAD_LETTERS: deadDir,
      ENQUIRIES_METRICS_PORT: String(testPorts.metrics),
      ENQUIRIES_DEAD_AFTER: '3',
      ...overrides,
    }),
    stream,
    contactFromSource,
    now,
  );
}

async function stop() {
  await service?.stop();
  service = undefined;
}

/** The log lines of one event, parsed. */
const events = (event: string) =>
  logs
    .split('\n')
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const post = async (fields: Record<string, string> = {}) => {
  const response = await fetch(`${serviceOrigin}${enquiryEndpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...validEnquiry, ...fields }),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as { id: string }).id;
};

const ids = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -5))
    : [];
const record = (dir: string, id: string) => JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as StoredEnquiry;
const codesFor = (id: string) => mail.answers.filter((answer) => answer.id === id).map((answer) => answer.code);

/** An enquiry written straight into a folder, as the service would have left it. */
function storeEnquiry(dir: string, id: string, fields: Partial<StoredEnquiry> = {}) {
  mkdirSync(dir, { recursive: true });
  const stored: StoredEnquiry = {
    id,
    receivedAt: '2030-01-01T09:00:00.000Z',
    language: 'en',
    enquiry: validEnquiry,
    ...fields,
  };
  writeFileSync(join(dir, `${id}.json`), JSON.stringify(stored));
}

/** `pnpm --filter remote-company enquiries:requeue …` as an operator runs it, with the service's folders. */
function requeue(...args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/requeue.ts', ...args], {
      cwd: remoteCompany,
      env: { ...process.env, ENQUIRIES_OUTBOX: outboxDir, ENQUIRIES_DEAD_LETTERS: deadDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The metrics endpoint's samples by name (with labels), as Prometheus reads them. */
async function scrape() {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n'))
    if (line.startsWith('enquiries_')) {
      const [name, value] = line.split(' ');
      samples.set(name!, Number(value));
    }
  return samples;
}

beforeEach(async () => {
  work = tempDir('dead-letters');
  outboxDir = join(work.dir, 'outbox');
  deadDir = join(work.dir, 'dead-letters');
  mail = await startScriptedMailServer(testPorts.scripted);
});

afterEach(async () => {
  await stop();
  await mail.close();
  work.remove();
});

describe('isPermanentRefusal', () => {
  it('is a permanent SMTP reply to the enquiry itself only, never to the login or the session', () => {
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 550, permanent: true })).toBe(true);
    expect(isPermanentRefusal({ code: 'EMESSAGE', responseCode: 554, permanent: true })).toBe(true);
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 451, permanent: false })).toBe(false);
    // Wrong credentials: every enquiry would go to the dead letters within seconds.
    expect(isPermanentRefusal({ code: 'EAUTH', responseCode: 535, permanent: true })).toBe(false);
    // Bad sequence of commands: a new connection can take the same message.
    expect(isPermanentRefusal({ code: 'EMESSAGE', responseCode: 503, permanent: false })).toBe(false);
    expect(isPermanentRefusal({ code: 'ESOCKET' })).toBe(false);
    expect(isPermanentRefusal(new Error('ECONNREFUSED'))).toBe(false);
  });
});

describe('an enquiry the mail server refuses', () => {
  it('goes to the dead letters at the third permanent refusal, not before, and is no longer tried', async () => {
    let refuseAgain = false;
    mail.answer = ({ seen }) => (seen <= 2 || refuseAgain ? 550 : 451);
    await start({ ENQUIRIES_DEAD_AFTER: '3' });
    const id = await post();
    // Two refusals for good, then several for now: still in the outbox, its count on disk.
    await until(() => codesFor(id).length >= 5);
    expect(ids(outboxDir)).toEqual([id]);
    expect(ids(deadDir)).toEqual([]);
    expect(record(outboxDir, id)).toMatchObject({ refusals: 2, lastRefusal: { responseCode: 550 } });
    expect(events('dead-letter')).toEqual([]);

    refuseAgain = true;
    await until(() => events('dead-letter').length === 1);
    expect(ids(deadDir)).toEqual([id]);
    expect(ids(outboxDir)).toEqual([]);
    const dead = record(deadDir, id);
    expect(dead).toMatchObject({ id, refusals: 3, lastRefusal: { responseCode: 550 }, enquiry: validEnquiry });
    expect(dead.deadAt).toBe(dead.lastRefusal?.at);
    expect(readFileSync(join(deadDir, `${id}.json`), 'utf8')).not.toContain('Refused by the test');
    // The whole enquiry, personal data: the service's user's only.
    expect(statSync(join(deadDir, `${id}.json`)).mode & 0o777).toBe(0o600);
    expect(statSync(deadDir).mode & 0o777).toBe(0o700);
    expect(events('dead-letter')).toEqual([expect.objectContaining({ level: 50, id, refusals: 3, responseCode: 550 })]);
    const answered = mail.answers.length;
    await wait(300);
    expect(mail.answers).toHaveLength(answered);
    await service!.delivery.idle();
  });

  it('is never dead-lettered for 4xx answers or when the server cannot be reached', async () => {
    mail.answer = () => 451;
    await start({ ENQUIRIES_DEAD_AFTER: '1' });
    const id = await post();
    await until(() => codesFor(id).length >= 4);
    expect(ids(outboxDir)).toEqual([id]);
    expect(ids(deadDir)).toEqual([]);
    expect(record(outboxDir, id).refusals).toBeUndefined();

    await stop();
    await start({ ENQUIRIES_DEAD_AFTER: '1', ENQUIRIES_SMTP_PORT: String(testPorts.closed) });
    await until(() => events('delivery-failed').length >= 4);
    expect(events('delivery-failed').every((line) => line.responseCode === undefined)).toBe(true);
    expect(ids(outboxDir)).toEqual([id]);
    expect(ids(deadDir)).toEqual([]);
    expect(events('dead-letter')).toEqual([]);
  });

  it('keeps its count of refusals across a restart', async () => {
    let refuseAgain = false;
    mail.answer = ({ seen }) => (seen <= 2 || refuseAgain ? 550 : 451);
    await start({ ENQUIRIES_DEAD_AFTER: '3' });
    const id = await post();
    await until(() => codesFor(id).length >= 3);
    await stop();
    expect(record(outboxDir, id).refusals).toBe(2);

    refuseAgain = true;
    const before = codesFor(id).length;
    await start({ ENQUIRIES_DEAD_AFTER: '3' });
    await until(() => events('dead-letter').length === 1);
    // One more refusal was enough: the two before the restart counted.
    expect(codesFor(id).slice(before)).toEqual([550]);
    expect(record(deadDir, id).refusals).toBe(3);
  });
});

describe('a delivered enquiry whose file could not be removed', () => {
  it('is not sent again by the rescans of the outbox, which take it out', async () => {
    const remove = jest
      .spyOn(EnquiryFolder.prototype, 'remove')
      .mockRejectedValueOnce(Object.assign(new Error('i/o error'), { code: 'EIO' }));
    try {
      await start({ ENQUIRIES_RESCAN_MS: '100' });
      const id = await post();
      await until(() => events('delivered').length === 1);
      expect(events('outbox-remove-failed')).toEqual([expect.objectContaining({ id, code: 'EIO' })]);
      await until(() => ids(outboxDir).length === 0);
      // Several rescans later: delivered once.
      await wait(400);
      expect(mail.received).toEqual([id]);
      expect(events('outbox-rescan')).toEqual([]);
    } finally {
      remove.mockRestore();
    }
  });
});

describe('enquiries:requeue', () => {
  it('moves a dead letter back, its count reset, and the running service delivers it', async () => {
    let accept = false;
    mail.answer = () => (accept ? undefined : 554);
    await start({ ENQUIRIES_DEAD_AFTER: '1', ENQUIRIES_RESCAN_MS: '100' });
    const id = await post();
    await until(() => events('dead-letter').length === 1);
    expect(mail.received).toEqual([]);

    accept = true;
    const result = await requeue(id);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`re-queued ${id}`);
    expect(ids(deadDir)).toEqual([]);
    await until(() => events('delivered').length === 1);
    expect(ids(outboxDir)).toEqual([]);
    expect(mail.received).toEqual([id]);
    expect(events('outbox-rescan')).toContainEqual(expect.objectContaining({ count: 1 }));
    expect(events('delivered')).toEqual([expect.objectContaining({ id })]);

    const samples = await scrape();
    expect(samples.get('enquiries_outbox_depth')).toBe(0);
    expect(samples.get('enquiries_oldest_undelivered_age_seconds')).toBe(0);
    expect(samples.get('enquiries_dead_letters')).toBe(0);
    expect(samples.get('enquiries_dead_lettered_total')).toBe(1);
    expect(samples.get('enquiries_delivered_total')).toBe(1);
  }, 30_000);

  it('writes the record back with no refusals, and moves them all with --all', async () => {
    storeEnquiry(deadDir, '20300101-00000000000000a1', {
      refusals: 5,
      lastRefusal: { at: '2030-01-02T00:00:00.000Z', responseCode: 550 },
      deadAt: '2030-01-02T00:00:00.000Z',
    });
    storeEnquiry(deadDir, '20300101-00000000000000a2', { refusals: 5, deadAt: '2030-01-02T00:00:00.000Z' });
    const result = await requeue('--all');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('re-queued 20300101-00000000000000a1');
    expect(result.stdout).toContain('re-queued 20300101-00000000000000a2');
    expect(ids(deadDir)).toEqual([]);
    expect(ids(outboxDir).sort()).toEqual(['20300101-00000000000000a1', '20300101-00000000000000a2']);
    const back = record(outboxDir, '20300101-00000000000000a1');
    expect(back.refusals).toBe(0);
    expect(back.lastRefusal).toBeUndefined();
    expect(back.deadAt).toBeUndefined();
    expect(back.enquiry).toEqual(validEnquiry);
  }, 30_000);

  it('fails clearly on an id that is not a dead letter, and moves nothing', async () => {
    storeEnquiry(deadDir, '20300101-00000000000000b1', { refusals: 5 });
    const result = await requeue('20300101-00000000000000b1', '20300101-ffffffffffffffff');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('not in the dead letters');
    expect(result.stderr).toContain('20300101-ffffffffffffffff');
    expect(result.stdout).toBe('');
    expect(ids(deadDir)).toEqual(['20300101-00000000000000b1']);
    expect(ids(outboxDir)).toEqual([]);

    const none = await requeue();
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('usage');
  }, 30_000);
});

describe('dead-letter retention', () => {
  it('deletes at start the dead letters that died 30 days ago or more, and keeps younger ones', async () => {
    const now = Date.parse('2030-03-01T12:00:00.000Z');
    const daysAgo = (days: number) => new Date(now - days * dayMs).toISOString();
    storeEnquiry(deadDir, '20300101-00000000000000c1', { deadAt: daysAgo(31) });
    storeEnquiry(deadDir, '20300101-00000000000000c2', { deadAt: daysAgo(29) });
    storeEnquiry(deadDir, '20300101-00000000000000c3', { deadAt: daysAgo(30) });
    // Without deadAt: its file's time.
    storeEnquiry(deadDir, '20300101-00000000000000c4');
    utimesSync(join(deadDir, '20300101-00000000000000c4.json'), new Date(now - 40 * dayMs), new Date(now - 40 * dayMs));
    storeEnquiry(deadDir, '20300101-00000000000000c5');
    utimesSync(join(deadDir, '20300101-00000000000000c5.json'), new Date(now - 2 * dayMs), new Date(now - 2 * dayMs));
    await start({}, () => now);
    expect(ids(deadDir).sort()).toEqual(['20300101-00000000000000c2', '20300101-00000000000000c5']);
    expect(events('dead-letter-expired').map((line) => line.id)).toEqual([
      '20300101-00000000000000c1',
      '20300101-00000000000000c3',
      '20300101-00000000000000c4',
    ]);
  });

  it('keeps them for ENQUIRIES_DEAD_LETTER_DAYS', async () => {
    const now = Date.parse('2030-03-01T12:00:00.000Z');
    storeEnquiry(deadDir, '20300101-00000000000000d1', { deadAt: new Date(now - 8 * dayMs).toISOString() });
    storeEnquiry(deadDir, '20300101-00000000000000d2', { deadAt: new Date(now - 6 * dayMs).toISOString() });
    await start({ ENQUIRIES_DEAD_LETTER_DAYS: '7' }, () => now);
    expect(ids(deadDir)).toEqual(['20300101-00000000000000d2']);
  });
});

describe('the metrics endpoint', () => {
  it('answers Prometheus text with the outbox, the failures and the dead letters, on its own port only', async () => {
    // Left in the outbox an hour ago by the clock the service is given.
    const receivedAt = '2030-01-01T09:00:00.000Z';
    storeEnquiry(outboxDir, '20300101-00000000000000e1', { receivedAt });
    const now = Date.parse(receivedAt) + 3600 * 1000;
    mail.answer = ({ id, text }) =>
      id === '20300101-00000000000000e1' ? 451 : text.includes('Refused') ? 550 : undefined;
    // Retries far apart: each enquiry is tried once while the test looks.
    await start(
      { ENQUIRIES_DEAD_AFTER: '1', ENQUIRIES_RETRY_START_MS: '60000', ENQUIRIES_RETRY_CAP_MS: '60000' },
      () => now,
    );
    await post({ firstName: 'Refused' });
    const deliveredId = await post({ firstName: 'Taken' });
    await until(
      () =>
        events('delivery-failed').length === 1 &&
        events('dead-letter').length === 1 &&
        events('delivered').length === 1,
    );

    const samples = await scrape();
    expect(Object.fromEntries(samples)).toEqual({
      enquiries_accepted_total: 2,
      enquiries_delivered_total: 1,
      enquiries_dead_lettered_total: 1,
      'enquiries_delivery_failures_total{kind="temporary"}': 1,
      'enquiries_delivery_failures_total{kind="permanent"}': 1,
      enquiries_outbox_depth: 1,
      enquiries_oldest_undelivered_age_seconds: 3600,
      enquiries_dead_letters: 1,
    });
    expect(mail.received).toEqual([deliveredId]);

    // Not on the public app's port, and the metrics port serves nothing else.
    expect((await fetch(`${serviceOrigin}/metrics`)).status).toBe(404);
    const onMetricsPort = await fetch(`http://127.0.0.1:${testPorts.metrics}${enquiryEndpoint}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validEnquiry),
    });
    expect(onMetricsPort.status).toBe(404);
  });

  it('is not served with ENQUIRIES_METRICS_PORT=0', async () => {
    await start({ ENQUIRIES_METRICS_PORT: '0' });
    expect(service!.metricsAddress).toBeUndefined();
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });

  it('is beside the service’s port by default, none when that one is the system’s choice, never the same', () => {
    expect(testConfig(outboxDir, { ENQUIRIES_PORT: '4321', ENQUIRIES_METRICS_PORT: '' }).metricsPort).toBe(4421);
    expect(testConfig(outboxDir, { ENQUIRIES_PORT: '0', ENQUIRIES_METRICS_PORT: '' }).metricsPort).toBe(0);
    expect(testConfig(outboxDir, { ENQUIRIES_PORT: '0', ENQUIRIES_METRICS_PORT: '0' }).metricsPort).toBe(0);
    expect(() => testConfig(outboxDir, { ENQUIRIES_PORT: '4321', ENQUIRIES_METRICS_PORT: '4321' })).toThrow(
      'Enquiry service configuration: ENQUIRIES_METRICS_PORT must not be ENQUIRIES_PORT',
    );
  });
});
