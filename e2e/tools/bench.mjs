#!/usr/bin/env node
// Builds the site twice (federated, as deployed, and as one non-federated
// bundle: e2e/bench/monolith.rsbuild.config.ts), serves both with the
// repository's nginx configuration (or e2e/tools/serve.mjs when nginx is
// missing), and prints per route: Lighthouse scores and metrics (mobile
// defaults, Debian's Chromium) and first-load JavaScript (gzip), side by side.
//
// Lighthouse's figures vary from run to run on a busy machine (its CPU
// timings are the observed ones times four), so each route is measured
// BENCH_RUNS times (3 by default) and each figure is the median of its runs,
// as Lighthouse's own documentation advises.
//
//   pnpm bench            (about eight minutes; not part of pnpm test)
//   BENCH_RUNS=1 pnpm bench
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findNginx, renderLocal, startNginx, stopNginx, writeDeployFiles } from './nginx-config.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const routes = ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact'];
const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
// nginx workers of a root master run as another user: they must read the builds here.
chmodSync(work, 0o755);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (command, args, cwd = root, env = {}) => {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

console.log('Building the federated site (pnpm build) and the monolith…');
run('pnpm', ['build']);
const monolithDist = join(work, 'monolith-dist');
run('npx', ['rsbuild', 'build', '-c', '../e2e/bench/monolith.rsbuild.config.ts'], join(root, 'shell'), { MONOLITH_DIST: monolithDist });

/** A bare static server with SPA fallback, only for the monolith without nginx. */
function serveStatic(dir, port) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let file = join(dir, path);
    const isFile = (candidate) => candidate.startsWith(dir) && existsSync(candidate) && statSync(candidate).isFile();
    if (!isFile(file)) file = join(dir, 'pages', `${path === '/' ? 'index' : path}.html`);
    if (!isFile(file)) file = join(dir, 'index.html');
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

const stops = [];
let federatedOrigin;
let monolithOrigin;
if (findNginx()) {
  console.log('Serving both builds with nginx (the repository configuration).');
  const federated = renderLocal({ out: join(work, 'nginx-federated'), port: 4800 });
  const monolith = renderLocal({ out: join(work, 'nginx-monolith'), port: 4810, dists: { shell: monolithDist } });
  writeDeployFiles(monolith.deployDir, {});
  for (const site of [federated, monolith]) {
    const child = await startNginx(site.conf, site.shellOrigin);
    stops.push(() => stopNginx(child));
  }
  [federatedOrigin, monolithOrigin] = [federated.shellOrigin, monolith.shellOrigin];
} else {
  console.log('nginx is not installed: serving with e2e/tools/serve.mjs instead (same headers and compression).');
  const child = spawn('node', ['e2e/tools/serve.mjs', '--port', '4800', '--deploy-dir', join(work, 'deploy')], { cwd: root, stdio: 'ignore' });
  stops.push(() => child.kill());
  const server = await serveStatic(monolithDist, 4810);
  stops.push(() => new Promise((done) => server.close(done)));
  await new Promise((ready) => setTimeout(ready, 800));
  [federatedOrigin, monolithOrigin] = ['http://127.0.0.1:4800', 'http://127.0.0.1:4810'];
}

// The one-bundle build is pre-rendered like the federated one (pnpm build
// did that one), so the comparison prices federation alone.
run('node', ['shell/build/prerender.mjs', '--origin', monolithOrigin, '--dist', monolithDist]);

/** One Lighthouse run (mobile defaults) and the page's JavaScript, gzip -9 per file. */
async function measure(url) {
  const report = join(work, 'lighthouse.json');
  const args = [url, '--quiet', '--output=json', `--output-path=${report}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu'];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): up to two retries.
  for (let attempt = 1; ; attempt += 1) {
    try {
      run(join(root, 'e2e', 'node_modules', '.bin', 'lighthouse'), args, root, { CHROME_PATH: chrome });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let js = 0;
  for (const { url: scriptUrl } of scripts) js += gzipSync(Buffer.from(await (await fetch(scriptUrl)).arrayBuffer()), { level: 9 }).length;
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: js / 1024,
    files: scripts.length,
    speed: lhr.environment.benchmarkIndex,
  };
}

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Lighthouse's benchmarkIndex of every run: how fast this machine was at the time (higher is faster). */
const speeds = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** Every figure of `runs` Lighthouse runs, each the median of its values. */
async function measureMedian(url) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(url));
  speeds.push(...results.map((result) => result.speed));
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]));
}

const rows = [];
try {
  for (const route of routes) {
    process.stdout.write(`Lighthouse ${route} (${runs} runs per build)…\n`);
    rows.push({ route, federated: await measureMedian(`${federatedOrigin}${route}`), monolith: await measureMedian(`${monolithOrigin}${route}`) });
  }
} finally {
  for (const stop of stops) await stop();
  rmSync(work, { recursive: true, force: true });
}

const cell = (m) =>
  `${String(m.perf).padStart(4)} ${String(m.a11y).padStart(4)} ${String(m.bp).padStart(4)} ${String(m.seo).padStart(4)} | ` +
  `${(m.lcp / 1000).toFixed(2).padStart(5)} s ${String(Math.round(m.tbt)).padStart(5)} ms ${m.cls.toFixed(3)} | ` +
  `${m.js.toFixed(1).padStart(6)} KB (${String(m.files).padStart(2)})`;
const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : 'n/a');
console.log('\nroute                   build      perf a11y   bp  seo |   LCP      TBT     CLS  | first-load JS gzip (files)');
for (const { route, federated, monolith } of rows) {
  console.log(`${route.padEnd(23)} federated ${cell(federated)}`);
  console.log(`${''.padEnd(23)} monolith  ${cell(monolith)}`);
  console.log(`${''.padEnd(23)} federated/monolith: JS ${ratio(federated.js, monolith.js)}, LCP ${ratio(federated.lcp, monolith.lcp)}, TBT ${ratio(federated.tbt, monolith.tbt)}; benchmarkIndex ${Math.round(federated.speed)} / ${Math.round(monolith.speed)}`);
}
const home = rows.find((row) => row.route === '/')?.federated;
// Lighthouse multiplies the recorded main-thread times by four whatever the
// machine's speed, so TBT read beside this figure tells a slow page from a slow moment.
console.log(
  `\nMachine speed during the runs (Lighthouse benchmarkIndex, higher is faster): median ${Math.round(median(speeds))}, ` +
    `range ${Math.round(Math.min(...speeds))}-${Math.round(Math.max(...speeds))}. Main-thread times are the recorded ones times four, whatever it is.`,
);
console.log(`Targets: performance >= 95, accessibility/best practices/SEO 100, LCP <= 2.0 s, TBT <= 100 ms, CLS <= 0.05; home JS <= 160 KB (now ${home?.js.toFixed(1)} KB).`);
