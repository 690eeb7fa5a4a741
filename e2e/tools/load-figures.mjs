#!/usr/bin/env node
// What a composed page costs against a static file: the edge as one process
// (its page cache warm) against nginx with one worker serving the static
// command's output of the same pages (shell/build/compose-pages.mjs, with its
// precompressed copies), over every URL of the sitemap, every request with
// Accept-Encoding: br, gzip, 50 connections for 20 s each, in one interleaved
// run (nginx, edge, nginx, edge, ...). The client is wrk (Debian: wrk), one
// thread: written in C, it leaves the two servers most of a 2-core machine,
// where a client in Node held a whole core before nginx was the limit.
// Printed per round: requests a second, p50 and p99 latency, errors, and the
// client's CPU (a round where it passed 90 % of a core does not count: the
// client, not the server, was the limit); then both sides' body sizes, and the
// edge's latencies on the first request for each URL after every area is
// repointed to a new release.
//
//   pnpm build && node e2e/tools/load-figures.mjs [--rounds 2] [--seconds 20] [--connections 50] [--port 6400]
//
// With --soak <seconds> (600 for the README's figure), only the edge, for that long, over the same URLs
// (autocannon): every 5 s its resident memory, its V8 heap in use and Node's buffers outside the heap (the
// page cache's bytes among them), each after the first minute, at most and at the end; and the requests
// that failed.
//
// Uses ports --port to --port + 2 on 127.0.0.1 (nginx, the edge, the edge's metrics); nginx's
// brotli_static module if installed (Debian: libnginx-mod-http-brotli-static), else gzip alone on
// nginx's side, as printed.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { publishRelease } from '../../shared-ui/deploy/area-changes.mjs';
import { startEdge } from '../../shell/deploy/edge-process.mjs';
import { readFrames } from '../../shell/deploy/shell-pages.mjs';
import { findNginx } from './local-nginx.mjs';
import { repoRoot } from './checkout-copy.mjs';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    port: { type: 'string' },
    soak: { type: 'string' },
  },
});
const rounds = Number(args.rounds ?? 2);
const seconds = Number(args.seconds ?? 20);
const connections = Number(args.connections ?? 50);
const port = Number(args.port ?? 6400);
const nginxBinary = findNginx();
if (!nginxBinary) throw new Error('nginx is not installed');
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const withBrotli = existsSync(brotliModule);

const work = mkdtempSync(join(tmpdir(), 'load-figures-'));
const deployDir = join(work, 'deploy');
const remotes = readFrames(join(repoRoot, 'shell', 'dist')).remotes;
for (const [name, app] of Object.entries(remotes)) publishRelease(deployDir, name, join(repoRoot, app, 'dist'), 'r1');
writeFileSync(join(deployDir, 'contact-config.json'), '{"endpoint":""}\n');

const edgeOrigin = `http://127.0.0.1:${port + 1}`;
const metricsOrigin = `http://127.0.0.1:${port + 2}`;
const edge = await startEdge({
  port: port + 1,
  deployDir,
  env: { SITE_URL: edgeOrigin, EDGE_METRICS_PORT: String(port + 2) },
});
const sitemap = await (await fetch(`${edgeOrigin}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url ?? '/').pathname);

// The static command's output of the same pages, served by nginx with one worker and its precompressed copies.
const staticDir = join(work, 'static');
execFileSync(
  process.execPath,
  [join(repoRoot, 'shell/build/compose-pages.mjs'), '--deploy-dir', deployDir, '--out', staticDir],
  { stdio: 'inherit', env: { ...process.env, SITE_URL: edgeOrigin } },
);
mkdirSync(join(work, 'temp'), { recursive: true });
const conf = join(work, 'nginx.conf');
writeFileSync(
  conf,
  `${withBrotli ? `load_module ${brotliModule};\n` : ''}${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(work, 'nginx.pid')};
error_log ${join(work, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path ${work}/temp/body;
    proxy_temp_path ${work}/temp/proxy;
    server {
        listen 127.0.0.1:${port};
        root ${staticDir};
        gzip_static on;
        ${withBrotli ? 'brotli_static on;' : ''}
        location / { try_files $uri.html $uri/index.html $uri =404; }
    }
}
`,
);
const nginx = spawn(nginxBinary, ['-p', work, '-c', conf, '-e', join(work, 'error.log'), '-g', 'daemon off;'], {
  stdio: 'inherit',
});
const nginxOrigin = `http://127.0.0.1:${port}`;
for (
  let i = 0;
  i < 50 &&
  !(await fetch(`${nginxOrigin}/`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
)
  await new Promise((done) => setTimeout(done, 100));

const headers = { 'accept-encoding': 'br, gzip' };
/** @param {number} value */
const ms = (value) => value.toFixed(1);

// wrk's script: every path in turn, each request asking for br or gzip; its figures as one JSON line.
const wrkScript = join(work, 'paths.lua');
writeFileSync(
  wrkScript,
  `local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }
local requests, next = {}, 0
wrk.headers["Accept-Encoding"] = "br, gzip"
init = function()
  for _, path in ipairs(paths) do requests[#requests + 1] = wrk.format("GET", path) end
end
request = function()
  next = next % #requests + 1
  return requests[next]
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"micros":%d,"p50":%d,"p99":%d,"failed":%d}\\n', summary.requests,
    summary.duration, latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))
end
`,
);

/** One wrk round against `origin` over every path, with wrk's CPU while it ran (bash's `times`, its child's). */
async function round(/** @type {string} */ origin) {
  const child = spawn(
    'bash',
    [
      '-c',
      'wrk "$@" && times',
      'wrk',
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '-s',
      wrkScript,
      origin,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  /** @type {number | null} */
  const code = await new Promise((done) => child.once('close', done));
  const figures = /^\{.*\}$/m.exec(output);
  // `times` prints the shell's user and system time, then its children's: "0m1.234s 0m0.567s".
  const childTimes = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/m.exec(output.trim().split('\n').at(-1) ?? '');
  if (code === 127) throw new Error('wrk is not installed (Debian: apt-get install wrk)');
  if (code !== 0 || !figures || !childTimes) throw new Error(`wrk failed (${code}):\n${output}`);
  /** @type {unknown} */
  const parsed = JSON.parse(figures[0]);
  const { requests, micros, p50, p99, failed } =
    /** @type {Record<'requests' | 'micros' | 'p50' | 'p99' | 'failed', number>} */ (parsed);
  const [, userM, userS, sysM, sysS] = childTimes.map(Number);
  const cpuSeconds = (userM ?? 0) * 60 + (userS ?? 0) + (sysM ?? 0) * 60 + (sysS ?? 0);
  return {
    rps: requests / (micros / 1e6),
    p50: p50 / 1000,
    p99: p99 / 1000,
    failed,
    clientCpu: (cpuSeconds / (micros / 1e6)) * 100,
  };
}

/** The bytes of every path as a server sends it to a browser asking for br or gzip. */
async function bodySizes(/** @type {string} */ origin) {
  let bytes = 0;
  const encodings = new Set();
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`, { headers });
    encodings.add(response.headers.get('content-encoding') ?? 'identity');
    bytes += Number(response.headers.get('content-length') ?? (await response.arrayBuffer()).byteLength);
  }
  return `${(bytes / 1024).toFixed(1)} KiB over ${paths.length} pages (${[...encodings].join(', ')})`;
}

/** The edge's resident memory now, in MiB (Linux's /proc). */
const edgeRss = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${edge.process.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** A gauge of the edge's /metrics text, in MiB. */
const metric = (/** @type {string} */ text, /** @type {string} */ name) =>
  Number(new RegExp(`^edge_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;

if (args.soak) {
  const duration = Number(args.soak);
  /** @type {{ at: number; rss: number }[]} */
  const samples = [];
  const started = performance.now();
  /** @type {{ at: number; heap: number; external: number }[]} */
  const heaps = [];
  const sampler = setInterval(() => {
    const at = (performance.now() - started) / 1000;
    samples.push({ at, rss: edgeRss() });
    void fetch(`${metricsOrigin}/metrics`)
      .then((response) => response.text())
      .then((text) =>
        heaps.push({
          at,
          heap: metric(text, 'nodejs_heap_size_used_bytes'),
          external: metric(text, 'nodejs_external_memory_bytes'),
        }),
      );
  }, 5000);
  const result = await autocannon({
    url: edgeOrigin,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  clearInterval(sampler);
  const afterMinute = samples.find(({ at }) => at >= 60)?.rss ?? NaN;
  const end = edgeRss();
  // The metrics answer out of order at times: read by when each was asked for.
  heaps.sort((a, b) => a.at - b.at);
  for (const key of /** @type {const} */ (['heap', 'external']))
    console.log(
      `the edge's ${key === 'heap' ? 'V8 heap in use' : 'buffers outside the heap'}: ${(heaps.find(({ at }) => at >= 60)?.[key] ?? NaN).toFixed(0)} MiB after the first minute, ${Math.max(...heaps.map((sample) => sample[key])).toFixed(0)} at most, ${(heaps.at(-1)?.[key] ?? NaN).toFixed(0)} at the end`,
    );
  console.log(
    `soak: ${duration} s, ${connections} connections over ${paths.length} URLs: ${result.requests.total} requests, ${result.errors + result.non2xx + result.timeouts} failed (errors ${result.errors}, non-2xx ${result.non2xx}, timeouts ${result.timeouts}); the edge's RSS ${afterMinute.toFixed(0)} MiB after the first minute, ${Math.max(...samples.map(({ rss }) => rss)).toFixed(0)} at most, ${end.toFixed(0)} at the end (${(((end - afterMinute) / afterMinute) * 100).toFixed(1)} %)`,
  );
  nginx.kill('SIGQUIT');
  await edge.stop();
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

// Warm: every page asked for once by each, and the edge's kept once compressed.
for (let pass = 0; pass < 3; pass++) for (const origin of [nginxOrigin, edgeOrigin]) await bodySizes(origin);
await new Promise((done) => setTimeout(done, 2000));

console.log(
  `${paths.length} URLs from the sitemap; ${connections} connections, ${seconds} s a round, nginx with ${withBrotli ? 'brotli_static and ' : ''}gzip_static, 1 worker; the edge, 1 process`,
);
/** @type {{ nginx: Awaited<ReturnType<typeof round>>[]; edge: Awaited<ReturnType<typeof round>>[] }} */
const results = { nginx: [], edge: [] };
for (let i = 1; i <= rounds; i++)
  for (const [name, origin] of /** @type {const} */ ([
    ['nginx', nginxOrigin],
    ['edge', edgeOrigin],
  ])) {
    const figures = await round(origin);
    results[name].push(figures);
    console.log(
      `round ${i} ${name.padEnd(5)}: ${figures.rps.toFixed(0)} req/s, p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms, ${figures.failed} failed, client CPU ${figures.clientCpu.toFixed(0)} %${figures.clientCpu > 90 ? ' (does not count)' : ''}`,
    );
  }
const counted = (/** @type {'nginx' | 'edge'} */ name) => results[name].filter(({ clientCpu }) => clientCpu <= 90);
const median = (/** @type {number[]} */ values) =>
  values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
const [nginxRps, edgeRps] = [median(counted('nginx').map((r) => r.rps)), median(counted('edge').map((r) => r.rps))];
const [nginxP99, edgeP99] = [median(counted('nginx').map((r) => r.p99)), median(counted('edge').map((r) => r.p99))];
console.log(
  `edge / nginx, medians of the rounds that count: ${((edgeRps / nginxRps) * 100).toFixed(0)} % of the requests a second (target >= 50 %), p99 ${(edgeP99 / nginxP99).toFixed(2)}x (target <= 2x)`,
);
console.log(`bodies: nginx ${await bodySizes(nginxOrigin)}; edge ${await bodySizes(edgeOrigin)}`);

// Every area repointed to a new release: the first request for each URL is composed again.
for (const [name, app] of Object.entries(remotes)) publishRelease(deployDir, name, join(repoRoot, app, 'dist'), 'r2');
/** @type {number[]} */
const firsts = [];
let next = 0;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const started = performance.now();
      const response = await fetch(`${edgeOrigin}${path}`, { headers });
      await response.arrayBuffer();
      firsts.push(performance.now() - started);
    }
  }),
);
firsts.sort((a, b) => a - b);
console.log(
  `after a repoint, the first request for each of the ${paths.length} URLs, ${connections} at a time: p50 ${ms(firsts[Math.floor(firsts.length / 2)] ?? NaN)} ms, p99 ${ms(firsts[Math.ceil(firsts.length * 0.99) - 1] ?? NaN)} ms`,
);

nginx.kill('SIGQUIT');
await edge.stop();
rmSync(work, { recursive: true, force: true });
