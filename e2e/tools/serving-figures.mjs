#!/usr/bin/env node
// Figures of the two servers on the current build (pnpm build first), now
// and at a base commit (the README's server and nginx configuration of
// that commit, serving the same files):
// - autocannon, 10 s, 50 connections, loopback, Accept-Encoding: br, gzip,
//   on / and the shell's hashed entry script: requests/s and p99 latency;
// - Lighthouse (mobile defaults), interleaved runs of each route on each
//   current server: bytes per page, LCP, and the machine's benchmarkIndex.
//
//   node e2e/tools/serving-figures.mjs [--base 762d2a1] [--runs 3] [--port 6170]
//
// Uses ports --port to --port + 33 on 127.0.0.1 (how long it takes: the README).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startEdge } from '../../shell/deploy/edge-process.mjs';
import { stopNginx } from './local-nginx.mjs';
/** @import { ChildProcess } from 'node:child_process' */

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: { base: { type: 'string' }, runs: { type: 'string' }, port: { type: 'string' } },
});
const base = args.base ?? '762d2a1';
const runs = Number(args.runs ?? 3);
const port = Number(args.port ?? 6170);
const apps = ['shell', 'remote-services', 'remote-products', 'remote-company'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'serving-figures-'));
// nginx's workers (nobody, under a root master) read the configuration and deploy files here.
chmodSync(work, 0o755);

// The base commit's servers, reading this checkout's build.
const before = join(work, 'before');
mkdirSync(before);
execFileSync('sh', [
  '-c',
  `git -C "${root}" archive ${base} e2e/tools shell/deploy shell/build remote-services/deploy remote-products/deploy remote-company/deploy shared-ui/deploy | tar -x -C "${before}"`,
]);
for (const app of apps) symlinkSync(join(root, app, 'dist'), join(before, app, 'dist'));

/** A checkout's local server: shell/deploy/local-site.mjs now, e2e/tools/serve.mjs before. @param {string} dir */
const localSiteOf = (dir) =>
  [join(dir, 'shell', 'deploy', 'local-site.mjs'), join(dir, 'e2e', 'tools', 'serve.mjs')].find((f) => existsSync(f)) ??
  '';

/** @type {ChildProcess[]} */
const children = [];
/**
 * @param {string} dir
 * @param {number} at
 */
async function nodeServer(dir, at) {
  const child = spawn('node', [localSiteOf(dir), '--port', String(at), '--deploy-dir', join(work, `deploy-${at}`)], {
    stdio: 'ignore',
    detached: true,
  });
  children.push(child);
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(`http://127.0.0.1:${at}/remotes.json`).then(
      (r) => r.ok,
      () => false,
    ));
    i += 1
  )
    await new Promise((r) => setTimeout(r, 100));
  return `http://127.0.0.1:${at}`;
}
/** @type {ChildProcess[]} */
const nginxes = [];
/**
 * @param {string} tools
 * @param {number} at
 */
async function nginxServer(tools, at) {
  // Where a checkout keeps its local nginx: e2e/tools/local-nginx.mjs now, nginx-config.mjs before.
  const file =
    ['local-nginx.mjs', 'nginx-config.mjs'].map((name) => join(tools, name)).find((f) => existsSync(f)) ?? '';
  /** @type {unknown} */
  const module = await import(pathToFileURL(file).href);
  const { renderLocal: render, startNginx: start } =
    /** @type {Pick<typeof import('./local-nginx.mjs'), 'renderLocal' | 'startNginx'>} */ (module);
  const dists = Object.fromEntries(apps.map((app) => [app, join(root, app, 'dist')]));
  const site = render({ out: join(work, `nginx-${at}`), port: at, dists });
  // Now nginx is a front: the shell's edge composes behind it (at + 8). A base from before the edge composed in nginx.
  if (tools === join(root, 'e2e', 'tools')) edges.push(await startEdge({ port: at + 8, deployDir: site.deployDir }));
  nginxes.push(await start(site.conf, site.shellOrigin));
  return site.shellOrigin;
}
/** @type {import('../../shell/deploy/edge-process.mjs').RunningEdge[]} */
const edges = [];

const servers = {
  'node (now)': await nodeServer(root, port),
  'nginx (now)': await nginxServer(join(root, 'e2e', 'tools'), port + 10),
  [`node (${base})`]: await nodeServer(before, port + 20),
  [`nginx (${base})`]: await nginxServer(join(before, 'e2e', 'tools'), port + 30),
};

const script = readFileSync(join(root, 'shell', 'dist', 'index.html'), 'utf8').match(
  /src="(\/static\/js\/[^"]+\.js)"/,
)?.[1];
if (!script) throw new Error('shell/dist/index.html names no entry script: run pnpm build first');
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
/** @param {number[]} values */
const range = (values) => `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)}`;

console.log(`autocannon -c 50 -d 10, Accept-Encoding: br, gzip (${script})`);
for (const [name, origin] of Object.entries(servers)) {
  for (const path of ['/', script]) {
    const result = await autocannon({
      url: `${origin}${path}`,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const bytes = result.throughput.total / Math.max(1, result.requests.total);
    console.log(
      `${name.padEnd(18)} ${(path === '/' ? '/' : 'hashed JS').padEnd(10)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
        `${(bytes / 1024).toFixed(1)} KiB/response  errors ${result.errors + result.timeouts}  non-2xx ${result.non2xx}`,
    );
  }
}

/**
 * One Lighthouse run (mobile defaults): bytes the page transferred, LCP, benchmarkIndex.
 * @param {string} url
 */
function lighthouse(url) {
  const report = join(work, 'lighthouse.json');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const run = spawnSync(
      join(root, 'e2e', 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${report}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome } },
    );
    if (run.status === 0) break;
  }
  /** @typedef {{ numericValue: number }} Audit */
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(report, 'utf8'));
  const lhr =
    /** @type {{ audits: Record<'total-byte-weight' | 'largest-contentful-paint', Audit>; environment: { benchmarkIndex: number } }} */ (
      parsed
    );
  return {
    kib: lhr.audits['total-byte-weight'].numericValue / 1024,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    speed: lhr.environment.benchmarkIndex,
  };
}

const now = Object.entries(servers).slice(0, 2);
const routes = ['/', '/services/cloud-devops'];
/** @type {Record<string, ReturnType<typeof lighthouse>[]>} */
const results = {};
for (let i = 0; i < runs; i += 1) {
  for (const route of routes) {
    for (const [name, origin] of now) (results[`${name} ${route}`] ??= []).push(lighthouse(`${origin}${route}`));
  }
}
console.log(`\nLighthouse mobile, ${runs} interleaved runs: median (range)`);
/** @type {number[]} */
const speeds = [];
for (const [key, list] of Object.entries(results)) {
  speeds.push(...list.map((r) => r.speed));
  /** @param {'kib' | 'lcp' | 'speed'} field */
  const pick = (field) => list.map((r) => r[field]);
  console.log(
    `${key.padEnd(36)} ${median(pick('kib')).toFixed(0)} KiB (${range(pick('kib'))})  LCP ${median(pick('lcp')).toFixed(0)} ms (${range(pick('lcp'))})  benchmarkIndex ${median(pick('speed')).toFixed(0)}`,
  );
}
console.log(`benchmarkIndex over all runs: median ${median(speeds).toFixed(0)} (${range(speeds)})`);

// A server that never started (or has ended) has no process group left to stop.
for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid);
for (const nginx of nginxes) await stopNginx(nginx);
for (const edge of edges) await edge.stop();
rmSync(work, { recursive: true, force: true });
