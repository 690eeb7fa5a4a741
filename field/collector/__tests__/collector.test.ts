/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, rmSync, utimesSync } from 'node:fs';
import { readConfig } from '../config';
import {
  batch,
  count,
  day,
  dropped,
  metricsTestPort,
  postCsp,
  postEvents,
  shellRelease,
  start,
  tempSite,
  testClock,
  testConfig,
  vital,
  type Collector,
} from './helpers';

let site: ReturnType<typeof tempSite>;
let collector: Collector | undefined;

beforeEach(() => {
  site = tempSite();
});

afterEach(async () => {
  await collector?.stop();
  collector = undefined;
  site.remove();
});

const error = (overrides: Record<string, unknown> = {}) => ({
  type: 'error',
  area: 'shell',
  release: shellRelease,
  kind: 'error',
  message: 'Cannot read properties of undefined',
  source: '/static/js/index.1234abcd.js',
  line: 12,
  column: 34,
  ...overrides,
});

describe('POST /api/field/events', () => {
  it('stores a valid batch with the browser’s family and major version, never the user agent or the address', async () => {
    ({ collector } = await start(testConfig(site)));
    const samsung =
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
    const answer = await postEvents(
      collector,
      batch([
        vital(),
        error(),
        { type: 'remote', area: 'products', release: 'p7', outcome: 'timeout', module: 'VulnyzerPage' },
      ]),
      { userAgent: samsung, client: '203.0.113.7', type: 'text/plain;charset=UTF-8' },
    );
    expect(answer.status).toBe(204);
    collector.flush();
    const rows = collector.store.all('SELECT * FROM events ORDER BY id');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      type: 'vital',
      route: '/services/cloud-devops',
      language: 'fr',
      device: 'phone',
      browser: 'samsung',
      browser_major: 26,
      area: 'services',
      release: 'r42',
      name: 'LCP',
      value: 1834.2,
      rating: 'needs-improvement',
      navigation_type: 'navigate',
      target: 'main>h1',
      kind: null,
    });
    expect(rows[1]).toMatchObject({
      type: 'error',
      area: 'shell',
      release: shellRelease,
      kind: 'error',
      source: '/static/js/index.1234abcd.js',
      line: 12,
      col: 34,
      name: null,
    });
    expect(rows[2]).toMatchObject({ type: 'remote', outcome: 'timeout', module: 'VulnyzerPage' });
    const received = Number(rows[0]!.at);
    expect(Math.abs(received * 1000 - Date.now())).toBeLessThan(5_000);
    expect(rows[0]!.day).toBe(new Date(received * 1000).toISOString().slice(0, 10));
    const stored = JSON.stringify(collector.store.all('SELECT * FROM events'));
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('SamsungBrowser');
    expect(stored).not.toContain('Android');
  });

  it('refuses malformed JSON, a wrong page, other media types and a 1 MB body; drops events of wrong types or unknown areas and keeps their batch’s others; counts each', async () => {
    ({ collector } = await start(testConfig(site)));
    const answers = [
      await postEvents(collector, '{"v":1,"events":['),
      await postEvents(collector, ''),
      await postEvents(collector, batch([vital()], { route: '/Services' })),
      await postEvents(collector, batch([vital()], { v: 2 })),
      await postEvents(collector, batch([vital()]), { type: 'application/x-www-form-urlencoded' }),
      await postEvents(collector, batch([error({ message: 'x'.repeat(1024 * 1024) })])),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 415, 413]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { error: 'malformed' },
      { error: 'malformed' },
      { error: 'invalid' },
      { error: 'invalid' },
      { error: 'malformed' },
      { error: 'too-large' },
    ]);
    const mixed = await postEvents(
      collector,
      batch([vital({ value: 'fast' }), vital({ area: 'billing' }), vital({ name: 'FID' }), vital()]),
    );
    expect(mixed.status).toBe(204);
    collector.flush();
    expect(count(collector, 'events')).toBe(1);
    expect(dropped(collector)).toEqual({ malformed: 3, invalid: 2, 'invalid-event': 3, 'too-large': 1 });
  });

  it('drops events of a release not in force in the last 7 days and keeps the batch’s others, a release repointed away 3 days ago among them', async () => {
    const now = Date.now();
    const clock = testClock(now - 10 * day);
    site.point('remote_services', 'r40');
    ({ collector } = await start(testConfig(site), clock.now));
    // Each move of the clock is past the 10 s between two reads of the deploy folder.
    clock.set(now - 8 * day);
    collector.maintain();
    site.point('remote_services', 'r41');
    clock.set(now - 8 * day + 60_000);
    collector.maintain();
    clock.set(now - 3 * day);
    collector.maintain();
    site.point('remote_services', 'r42');
    clock.set(now - 3 * day + 60_000);
    collector.maintain();
    site.point('remote_services', 'r43');
    clock.set(now);

    const releases = ['r40', 'r41', 'r42', 'r43', 'r99'];
    const answer = await postEvents(
      collector,
      batch([
        ...releases.map((release) => vital({ release })),
        error(),
        error({ release: 'ffffffffffff' }),
        vital({ area: 'company', release: 'c3' }),
      ]),
    );
    expect(answer.status).toBe(204);
    collector.flush();
    const kept = () =>
      collector!.store.all('SELECT area, release FROM events ORDER BY id').map((row) => `${row.area}:${row.release}`);
    expect(kept()).toEqual(['services:r41', 'services:r42', 'services:r43', `shell:${shellRelease}`, 'company:c3']);
    expect(dropped(collector)).toEqual({ 'unknown-release': 3 });

    // What was seen is kept in the database: a collector started anew still accepts r41.
    await collector.stop();
    ({ collector } = await start(testConfig(site), clock.now));
    await postEvents(collector, batch([vital({ release: 'r41' }), vital({ release: 'r40' })]));
    collector.flush();
    expect(kept().slice(5)).toEqual(['services:r41']);
    const seen = collector.store.all("SELECT release, first_seen, last_seen FROM releases WHERE area = 'services'");
    expect(seen.find((row) => row.release === 'r41')).toEqual({
      release: 'r41',
      first_seen: Math.floor((now - 8 * day + 60_000) / 1000),
      last_seen: Math.floor((now - 3 * day) / 1000),
    });
  });

  it('answers a flood of 10,000 events from one client with 429 past the limit, counts it, and keeps answering others', async () => {
    ({ collector } = await start(testConfig(site)));
    const fifty = batch(Array.from({ length: 50 }, (_, index) => vital({ value: index })));
    const statuses: number[] = [];
    for (let sent = 0; sent < 200; sent += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => postEvents(collector!, fifty, { client: '192.0.2.66' })),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(170);
    const refused = await postEvents(collector, fifty, { client: '192.0.2.66' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'rate-limited' });

    // Another client, and the database, still answer.
    expect((await postEvents(collector, batch([vital()]), { client: '192.0.2.67' })).status).toBe(204);
    expect((await fetch(`${collector.address}/health`)).status).toBe(200);
    collector.flush();
    expect(count(collector, 'events')).toBe(30 * 50 + 1);
    expect(dropped(collector)).toEqual({ 'rate-limited': 171 });
  });

  it('drops and counts what finds the write queue full', async () => {
    ({ collector } = await start(testConfig(site, { FIELD_QUEUE_MAX: '8' })));
    await postEvents(collector, batch(Array.from({ length: 5 }, () => vital())));
    await postEvents(collector, batch(Array.from({ length: 5 }, () => vital())));
    collector.flush();
    await postEvents(collector, batch([vital()]));
    collector.flush();
    expect(count(collector, 'events')).toBe(9);
    expect(dropped(collector)).toEqual({ 'queue-full': 2 });
  });

  it('drops and counts new events once the database file reaches its size cap, and still answers', async () => {
    const config = { ...testConfig(site, { FIELD_RATE_LIMIT: '1000' }), maxDbBytes: 96 * 1024 };
    ({ collector } = await start(config));
    const fifty = batch(Array.from({ length: 50 }, (_, index) => error({ message: `Failure number ${index}` })));
    let posts = 0;
    while (collector.store.bytes < config.maxDbBytes && posts < 500) {
      expect((await postEvents(collector, fifty)).status).toBe(204);
      collector.flush();
      posts += 1;
    }
    expect(collector.store.bytes).toBeGreaterThanOrEqual(config.maxDbBytes);
    const stored = count(collector, 'events');
    expect(stored).toBe(posts * 50);
    expect((await postEvents(collector, fifty)).status).toBe(204);
    expect((await postCsp(collector, { 'csp-report': cspReport })).status).toBe(204);
    collector.flush();
    expect(count(collector, 'events')).toBe(stored);
    expect(count(collector, 'csp_reports')).toBe(0);
    expect(dropped(collector)).toEqual({ full: 51 });
  });
});

const cspReport = {
  'document-uri': 'https://www.example.com/fr/services/cloud-devops',
  referrer: '',
  'violated-directive': "script-src-elem 'self'",
  'effective-directive': 'script-src-elem',
  'original-policy': "default-src 'self'; script-src 'self'; report-uri /api/field/csp",
  disposition: 'enforce',
  'blocked-uri': 'inline',
  'line-number': 3,
  'source-file': 'https://www.example.com/fr/services/cloud-devops',
  'status-code': 200,
  'script-sample': 'alert(1)',
};

describe('a database another process holds', () => {
  it('keeps the rows of a write that found it busy for the next, and removes a lock left by a killed process', async () => {
    const { collector: running, logs } = await start(testConfig(site));
    collector = running;
    const lock = `${site.dbFile}.lock`;
    // A report reading: the library's lock is a folder beside the file, and a write does not wait for it.
    mkdirSync(lock);
    expect((await postEvents(collector, batch([vital(), vital({ name: 'CLS', value: 0.02 })]))).status).toBe(204);
    collector.flush();
    expect(collector.store.queued).toBe(2);
    expect(logs.text).toContain('"event":"write-failed"');
    rmSync(lock, { recursive: true });
    collector.flush();
    expect(collector.store.queued).toBe(0);
    expect(count(collector, 'events')).toBe(2);

    // A lock older than a minute was left by a process killed in the middle of a transaction.
    mkdirSync(lock);
    const longAgo = new Date(Date.now() - 5 * 60_000);
    utimesSync(lock, longAgo, longAgo);
    await postEvents(collector, batch([vital()]));
    collector.flush();
    expect(existsSync(lock)).toBe(false);
    expect(logs.text).toContain('"event":"database-lock"');
    collector.flush();
    expect(count(collector, 'events')).toBe(3);
    expect(dropped(collector)).toEqual({});
  });
});

describe('POST /api/field/csp', () => {
  it('stores the violations of both formats browsers send, reduced, and ignores other types of report', async () => {
    ({ collector } = await start(testConfig(site)));
    expect((await postCsp(collector, { 'csp-report': cspReport })).status).toBe(204);
    const reports = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://www.example.com/careers/java-developer',
        user_agent: 'Mozilla/5.0',
        body: {
          documentURL: 'https://www.example.com/careers/java-developer',
          effectiveDirective: 'img-src',
          blockedURL: 'https://tracker.example.net/pixel/1.gif',
          sourceFile: 'https://www.example.com/releases/remote_company/c3/static/js/async/careers.1234.js',
          lineNumber: 1,
          columnNumber: 900,
          disposition: 'report',
          statusCode: 200,
        },
      },
      { type: 'deprecation', url: 'https://www.example.com/', body: { id: 'x', message: 'y' } },
      {
        type: 'csp-violation',
        url: 'https://www.example.com/no/such/Page',
        body: {
          documentURL: 'https://www.example.com/no/such/Page',
          effectiveDirective: 'script-src',
          blockedURL: 'eval',
          sourceFile: 'https://cdn.other.example/lib.js',
          lineNumber: null,
        },
      },
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://www.example.com/fr',
          effectiveDirective: 'font-src',
          blockedURL: 'data:font/woff2;base64,AAAA',
        },
      },
    ];
    expect((await postCsp(collector, reports, { type: 'application/reports+json' })).status).toBe(204);
    // A body of only other types of report: nothing to keep, nothing refused.
    expect((await postCsp(collector, [reports[1]], { type: 'application/reports+json' })).status).toBe(204);
    collector.flush();
    const rows = collector.store.all(
      'SELECT route, language, directive, blocked, source, line, disposition, browser, browser_major FROM csp_reports ORDER BY id',
    );
    expect(rows).toEqual([
      {
        route: '/services/cloud-devops',
        language: 'fr',
        directive: 'script-src-elem',
        blocked: 'inline',
        source: '/fr/services/cloud-devops',
        line: 3,
        disposition: 'enforce',
        browser: 'chrome',
        browser_major: 130,
      },
      {
        route: '/careers/java-developer',
        language: 'en',
        directive: 'img-src',
        blocked: 'https://tracker.example.net/pixel/1.gif',
        source: '/releases/remote_company/c3/static/js/async/careers.1234.js',
        line: 1,
        disposition: 'report',
        browser: 'chrome',
        browser_major: 130,
      },
      {
        route: '(not-found)',
        language: 'en',
        directive: 'script-src',
        blocked: 'eval',
        source: null,
        line: null,
        disposition: 'enforce',
        browser: 'chrome',
        browser_major: 130,
      },
      {
        route: '/',
        language: 'fr',
        directive: 'font-src',
        blocked: 'data',
        source: null,
        line: null,
        disposition: 'enforce',
        browser: 'chrome',
        browser_major: 130,
      },
    ]);
    const stored = JSON.stringify(collector.store.all('SELECT * FROM csp_reports'));
    expect(stored).not.toContain('alert(1)');
    expect(stored).not.toContain('default-src');
    expect(stored).not.toContain('AAAA');
  });

  it('refuses what is no CSP report, with the same counting', async () => {
    ({ collector } = await start(testConfig(site)));
    const answers = [
      await postCsp(collector, '{not json'),
      await postCsp(collector, { 'csp-report': { 'document-uri': 'https://www.example.com/' } }),
      await postCsp(collector, [{ type: 'csp-violation', body: { documentURL: 3 } }], {
        type: 'application/reports+json',
      }),
      await postCsp(collector, { 'csp-report': cspReport }, { type: 'text/plain' }),
      await postCsp(collector, { 'csp-report': { ...cspReport, 'script-sample': 'x'.repeat(40_000) } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 415, 413]);
    collector.flush();
    expect(count(collector, 'csp_reports')).toBe(0);
    expect(dropped(collector)).toEqual({ malformed: 2, invalid: 2, 'too-large': 1 });
  });
});

describe('retention', () => {
  it('deletes rows older than the retention period at start and every hour, and keeps the younger ones', async () => {
    const now = Date.now();
    const clock = testClock(now - 31 * day);
    ({ collector } = await start(testConfig(site), clock.now));
    await postEvents(collector, batch([vital({ value: 31 })]));
    await postCsp(collector, { 'csp-report': cspReport });
    collector.flush();
    clock.set(now - 29 * day);
    await postEvents(collector, batch([vital({ value: 29 })]));
    collector.flush();
    clock.set(now - 30 * day + 60_000);
    collector.maintain();
    expect(count(collector, 'events')).toBe(2);
    clock.set(now);
    collector.maintain();
    expect(collector.store.all('SELECT value FROM events')).toEqual([{ value: 29 }]);
    expect(count(collector, 'csp_reports')).toBe(0);

    // And on start, with the period from the environment.
    await collector.stop();
    clock.set(now + 2 * day);
    ({ collector } = await start(testConfig(site, { FIELD_RETENTION_DAYS: '30' }), clock.now));
    expect(count(collector, 'events')).toBe(0);
  });
});

describe('metrics', () => {
  it('counts what is accepted and dropped on a listener of its own, never on the public port', async () => {
    ({ collector } = await start(testConfig(site, { FIELD_METRICS_PORT: String(metricsTestPort) })));
    await postEvents(
      collector,
      batch([vital(), vital({ name: 'CLS', value: 0.12 }), error(), vital({ release: 'r1' })]),
    );
    await postEvents(collector, '{broken');
    await postCsp(collector, { 'csp-report': cspReport });
    collector.flush();

    const metrics = await fetch(`http://127.0.0.1:${metricsTestPort}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    const value = (series: string) => Number(new RegExp(`^${series} (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('field_events_accepted_total{type="vital"}')).toBe(2);
    expect(value('field_events_accepted_total{type="error"}')).toBe(1);
    expect(value('field_events_accepted_total{type="remote"}')).toBe(0);
    expect(value('field_events_dropped_total{reason="unknown-release"}')).toBe(1);
    expect(value('field_events_dropped_total{reason="malformed"}')).toBe(1);
    expect(value('field_events_dropped_total{reason="full"}')).toBe(0);
    expect(value('field_csp_reports_total')).toBe(1);
    expect(value('field_db_bytes')).toBe(collector.store.bytes);
    expect(collector.store.bytes).toBeGreaterThan(0);

    // The public port has no such page, by either name.
    for (const path of ['/metrics', '/api/field/metrics'])
      expect((await fetch(`${collector.address}${path}`)).status).toBe(404);
    expect(new URL(collector.address).port).not.toBe(String(metricsTestPort));
  });

  it('serves no metrics unless a port is given', async () => {
    ({ collector } = await start(testConfig(site)));
    expect(collector.metricsPort).toBeNull();
  });
});

describe('configuration', () => {
  it('names every problem in one message', () => {
    expect(() => readConfig({ FIELD_PORT: 'x', FIELD_DB_MAX_MB: '0' })).toThrow(
      'Field collector configuration: FIELD_PORT must be a whole number (got "x"); FIELD_DEPLOY_DIR is required; FIELD_DB_MAX_MB must be a whole number of at least 1 (got "0")',
    );
    expect(() => readConfig({ FIELD_DEPLOY_DIR: '/d', FIELD_PORT: '4003', FIELD_METRICS_PORT: '4003' })).toThrow(
      'FIELD_METRICS_PORT must differ from FIELD_PORT',
    );
  });

  it('chooses its defaults: loopback, port 4003, no metrics, 30 days, 256 MB', () => {
    const config = readConfig({ FIELD_DEPLOY_DIR: '/srv/deploy' });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4003,
      metricsPort: 0,
      deployDir: '/srv/deploy',
      siteOrigin: 'https://www.example.com',
      retentionDays: 30,
      maxDbBytes: 256 * 1024 * 1024,
      rateLimit: { max: 30, windowMs: 60_000 },
      trustProxy: '127.0.0.1',
    });
    expect(config.dbFile.endsWith('/.serve/field/field.db')).toBe(true);
    expect(config.shellDist.endsWith('/shell/dist')).toBe(true);
  });
});
