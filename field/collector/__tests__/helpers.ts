import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pointArea } from 'shared-ui/deploy/area-changes.mjs';
import { framesOfRelease } from 'shared-ui/testing/frames';
import { startCollector } from '../collector';
import { readConfig, type CollectorConfig } from '../config';
import { cspReportPath as cspPath, fieldEventsPath as eventsPath } from '../../src/contract';

/** The metrics listener's loopback port in these tests: 5150, or from JEST_PORT_BASE (+10) when two checkouts test at once. */
export const metricsTestPort = Number(process.env.JEST_PORT_BASE ?? 5140) + 10;

export const siteOrigin = 'https://www.example.com';
export const shellRelease = 'a1b2c3d4e5f6';
export const day = 86_400_000;

/** A deploy folder and a shell build as the edge reads them, in a temporary folder, with the database beside. */
export function tempSite() {
  const dir = mkdtempSync(join(tmpdir(), 'field-collector-'));
  const deployDir = join(dir, 'deploy');
  const shellDist = join(dir, 'shell-dist');
  mkdirSync(join(shellDist, 'frames'), { recursive: true });
  writeFileSync(join(shellDist, 'frames', 'frames.json'), framesOfRelease(shellRelease));
  const point = (name: string, release: string) =>
    pointArea(deployDir, name, { release, manifest: `/releases/${name}/${release}/mf-manifest.json` });
  point('remote_services', 'r42');
  point('remote_products', 'p7');
  point('remote_company', 'c3');
  return {
    dir,
    deployDir,
    shellDist,
    dbFile: join(dir, 'db', 'field.db'),
    point,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A configuration for tests: an ephemeral public port, the temporary site and database. */
export const testConfig = (
  site: ReturnType<typeof tempSite>,
  overrides: Record<string, string> = {},
): CollectorConfig =>
  readConfig({
    FIELD_PORT: '0',
    FIELD_DEPLOY_DIR: site.deployDir,
    FIELD_SHELL_DIST: site.shellDist,
    FIELD_DB: site.dbFile,
    SITE_URL: siteOrigin,
    FIELD_LOG_LEVEL: 'info',
    ...overrides,
  });

/** A clock a test moves. */
export function testClock(start = Date.now()) {
  let now = start;
  return { now: () => now, set: (ms: number) => (now = ms) };
}

export type Collector = Awaited<ReturnType<typeof startCollector>>;

/** Starts a collector whose log is kept in `logs.text`. */
export async function start(config: CollectorConfig, now?: () => number) {
  const logs = { text: '' };
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.text += chunk.toString();
      done();
    },
  });
  const collector = await startCollector(config, { logStream, now });
  return { collector, logs };
}

export const chrome130 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export const vital = (overrides: Record<string, unknown> = {}) => ({
  type: 'vital',
  area: 'services',
  release: 'r42',
  name: 'LCP',
  value: 1834.2,
  rating: 'needs-improvement',
  navigationType: 'navigate',
  target: 'main>h1',
  ...overrides,
});

export const batch = (events: unknown[], overrides: Record<string, unknown> = {}) => ({
  v: 1,
  route: '/services/cloud-devops',
  language: 'fr',
  device: 'phone',
  events,
  ...overrides,
});

export interface PostOptions {
  type?: string;
  client?: string;
  userAgent?: string;
}

/** Posts `body` (JSON unless a string) as a browser behind the edge would. */
export function post(collector: Collector, path: string, body: unknown, options: PostOptions = {}) {
  return fetch(`${collector.address}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.type ?? 'application/json',
      'User-Agent': options.userAgent ?? chrome130,
      'X-Forwarded-For': options.client ?? '198.51.100.20',
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const postEvents = (collector: Collector, body: unknown, options?: PostOptions) =>
  post(collector, eventsPath, body, options);
export const postCsp = (collector: Collector, body: unknown, options?: PostOptions) =>
  post(collector, cspPath, body, { type: 'application/csp-report', ...options });

/** The counts of the table dropped, by reason (every day summed). */
export const dropped = (collector: Collector): Record<string, number> =>
  Object.fromEntries(
    collector.store
      .all('SELECT reason, SUM(count) AS count FROM dropped GROUP BY reason')
      .map((row) => [String(row.reason), Number(row.count)]),
  );

export const count = (collector: Collector, table: string) =>
  Number(collector.store.all(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n);
