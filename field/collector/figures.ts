// The collector under load, on loopback only, bounded in time:
//   pnpm --filter field figures:collector
// 20 connections post valid batches for 10 s (autocannon): 5 to 10 events
// each, Web Vitals and now and then an error, from many client addresses
// (X-Forwarded-For) so that the rate limit, left at its default, caps no one.
// The collector runs as in production, its own process (main.ts), on a
// temporary folder; autocannon runs in this one. Then more batches until at
// least 100,000 events are accepted, the collector is stopped (it drains its
// queue) and the database read: events accepted and stored per second, the
// database's size per 100,000 events. Ports 5170-5171 (FIGURES_PORT and the
// next one, its metrics); the temporary folder is removed after.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sqlite from 'node-sqlite3-wasm';
import { pointArea } from 'shared-ui/deploy/area-changes.mjs';
import { framesOfRelease } from 'shared-ui/testing/frames';
import { fieldEventsPath as eventsPath, vitalNames } from '../src/contract';

const port = Number(process.env.FIGURES_PORT ?? 5170);
const work = mkdtempSync(join(tmpdir(), 'field-figures-'));
const shellDist = join(work, 'shell-dist');
mkdirSync(join(shellDist, 'frames'), { recursive: true });
writeFileSync(join(shellDist, 'frames', 'frames.json'), framesOfRelease('3f2a9c1d7e4b'));
const deployDir = join(work, 'deploy');
const releases = { remote_services: 'r42', remote_products: 'r17', remote_company: 'r9' };
for (const [name, release] of Object.entries(releases))
  pointArea(deployDir, name, { release, manifest: `/releases/${name}/${release}/mf-manifest.json` });
const dbFile = join(work, 'field.db');

// The collector as it runs in production: its own process (main.ts), here with its metrics port open.
const metricsPort = port + 1;
const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('main.ts', import.meta.url))], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: {
    ...process.env,
    FIELD_PORT: String(port),
    FIELD_METRICS_PORT: String(metricsPort),
    FIELD_DEPLOY_DIR: deployDir,
    FIELD_SHELL_DIST: shellDist,
    FIELD_DB: dbFile,
    FIELD_LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', resolve));

/** The collector's own counts (its metrics endpoint): a series' value. */
async function metric(series: string) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(series))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}
for (let tries = 0; ; tries++) {
  try {
    await metric('field_db_bytes');
    break;
  } catch (error) {
    if (tries > 100) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A few hundred distinct batches, as pages of both languages on the three devices send them.
const routes = [
  '/',
  '/services',
  '/services/cloud-devops',
  '/vulnyzer-platform',
  '/meetlyhub',
  '/about',
  '/careers',
  '/contact',
];
const areaOf = (route: string) =>
  route.startsWith('/services')
    ? { area: 'services', release: 'r42' }
    : ['/vulnyzer-platform', '/meetlyhub'].includes(route)
      ? { area: 'products', release: 'r17' }
      : route === '/'
        ? { area: 'shell', release: '3f2a9c1d7e4b' }
        : { area: 'company', release: 'r9' };
const ratings = ['good', 'needs-improvement', 'poor'] as const;
const bodies = Array.from({ length: 400 }, (_, index) => {
  const route = routes[index % routes.length]!;
  const origin = areaOf(route);
  const size = 5 + (index % 6);
  const events: unknown[] = Array.from({ length: size }, (_, n) => {
    const name = vitalNames[n % vitalNames.length]!;
    return {
      type: 'vital',
      ...origin,
      name,
      value: name === 'CLS' ? (index % 30) / 100 : 200 + ((index * 37 + n * 101) % 4000),
      rating: ratings[(index + n) % 3],
      navigationType: n % 4 === 0 ? 'reload' : 'navigate',
      target: n % 2 === 0 ? 'main>section.hero>h1' : undefined,
    };
  });
  if (index % 4 === 0)
    events[size - 1] = {
      type: 'error',
      area: 'shell',
      release: '3f2a9c1d7e4b',
      kind: 'rejection',
      message: `Loading chunk ${index % 12} failed (timeout: https://www.example.com/static/js/async/${index % 12}.js)`,
      source: '/static/js/index.3f2a9c1d.js',
      line: 1,
      column: 1200 + index,
    };
  const body = JSON.stringify({
    v: 1,
    route,
    language: index % 3 === 0 ? 'fr' : 'en',
    device: ['phone', 'tablet', 'desktop'][index % 3],
    events,
  });
  return { body, events: size };
});
const userAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

let sentIndex = 0;
/** Each request: the next batch, from the next of 131,072 client addresses (198.18.0.0/15, the benchmarking range). */
const nextRequest = (request: autocannon.Request): autocannon.Request => {
  const index = sentIndex++;
  const client = `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`;
  return {
    ...request,
    body: bodies[index % bodies.length]!.body,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, 'x-forwarded-for': client },
  };
};

const load = (options: { duration?: number; amount?: number }) =>
  autocannon({
    url: `http://127.0.0.1:${port}${eventsPath}`,
    connections: 20,
    ...options,
    requests: [{ method: 'POST', setupRequest: nextRequest }],
  });

const accepted = () => metric('field_events_accepted_total');
const result = await load({ duration: 10 });
const acceptedInRun = await accepted();
const dropped = await metric('field_events_dropped_total');
console.log(
  `requests: ${result.requests.total} batches in ${result.duration.toFixed(1)} s, ${result.requests.average.toFixed(0)} batches/s average`,
);
console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
console.log(
  `status: 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
);

// The database's size per 100,000 events: more batches until at least that many are accepted.
const meanEvents = bodies.reduce((sum, { events }) => sum + events, 0) / bodies.length;
while ((await accepted()) < 100_000)
  await load({ amount: Math.ceil((100_000 - (await accepted())) / meanEvents) + 20 });
const total = await accepted();
// SIGTERM drains: the queue is written, then the database closed.
child.kill('SIGTERM');
await exited;
const bytes = statSync(dbFile).size;
const db = new sqlite.Database(dbFile, { readOnly: true });
const count = (sql: string) => Number((db.all(sql)[0] as { n: number }).n);
const storedTotal = count('SELECT COUNT(*) AS n FROM events');
db.close();
console.log(
  `events in the 10 s run: ${acceptedInRun} accepted (${(acceptedInRun / result.duration).toFixed(0)}/s), ${dropped} dropped`,
);
console.log(`events in all: ${total} accepted, ${storedTotal} stored`);
const mib = (size: number) => (size / 1024 / 1024).toFixed(1);
console.log(
  `database: ${storedTotal} events in ${mib(bytes)} MiB: ${mib((bytes / storedTotal) * 100_000)} MiB per 100,000 events (${(bytes / storedTotal).toFixed(0)} bytes an event, indexes included)`,
);
rmSync(work, { recursive: true, force: true });
const ok = result.non2xx === 0 && result.errors === 0 && dropped === 0 && storedTotal === total;
console.log(ok ? 'every accepted event was stored' : 'MISMATCH');
process.exit(ok ? 0 : 1);
