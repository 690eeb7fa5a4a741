#!/usr/bin/env node
// Builds the site twice (federated, as deployed, and as one non-federated
// bundle: e2e/bench/monolith.rsbuild.config.ts, its pages rendered in Node
// and composed the same way), serves the federated site with
// shell/deploy/local-site.mjs (the shell's edge) and, when nginx is installed,
// behind the README's nginx front too, and the one bundle's files with their
// compressed copies, and prints per route and language: Lighthouse scores and
// metrics (mobile defaults, Debian's Chromium; LCP and CLS also with applied
// throttling, --throttling-method=devtools, beside the simulated figures) and
// first-load JavaScript (gzip), side by side.
//
// Lighthouse's figures vary with the machine's load (its CPU timings are the
// observed ones times four), so the two builds are measured interleaved, run
// by run (federated, one bundle, federated, ...), BENCH_RUNS times (5 by
// default); each figure is the median of its runs, with its range. The
// targets are checked here, not in the test suite.
//
// With --against <revision>, the second build is that revision's own
// federated build (a clone of this repository, built and served with its own
// tools) instead of the one bundle: a before/after pair, or a platform feature
// with and without, on one harness. The targets are then not checked; the
// ratios of the medians are printed instead. BENCH_PAGES narrows the pages
// (comma-separated paths, e.g. "/,/fr/contact").
//
//   pnpm bench            (slow, see the README; not part of pnpm test)
//   BENCH_RUNS=1 pnpm bench
//   BENCH_PAGES=/,/fr/contact pnpm bench --against 6898a09
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sirv from 'sirv';
import { composePages } from '../../shell/build/compose-pages.mjs';
import { readFrames } from '../../shared-ui/deploy/compose.mjs';
import { startEdge } from '../../shell/deploy/edge-process.mjs';
import { findNginx, renderLocal, startNginx, stopNginx } from './local-nginx.mjs';
/** @import { Server } from 'node:http' */

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const routes = ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact'];
const languages = ['en', 'fr'];
/**
 * @param {string} route
 * @param {string} language
 */
const localized = (route, language) => (language === 'fr' ? (route === '/' ? '/fr' : `/fr${route}`) : route);
const { values: options } = parseArgs({ options: { against: { type: 'string' } } });
/** The measured pages: every route in both languages, or BENCH_PAGES. */
const pages = routes
  .flatMap((route) => languages.map((language) => ({ route, language, path: localized(route, language) })))
  .filter(({ path }) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(path));
if (pages.length === 0) throw new Error(`BENCH_PAGES names none of ${routes.join(', ')} or their /fr twins`);
const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const run = (command, args, cwd = root, env = {}) => {
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

console.log(`Building the federated site (pnpm build) and ${options.against ? options.against : 'the monolith'}…`);
run('pnpm', ['build']);
const monolithDist = join(work, 'monolith-dist');
/** The clone of the --against revision, built with its own pnpm build. */
const againstRoot = join(work, 'against');
if (options.against) {
  run('git', ['clone', '--quiet', '--shared', root, againstRoot]);
  // Resolved here: in the clone, a branch name would only be a remote-tracking one.
  const revision = spawnSync('git', ['rev-parse', '--verify', `${options.against}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (revision.status !== 0) throw new Error(`${options.against} is no revision of this repository`);
  run('git', ['checkout', '--quiet', '--detach', revision.stdout.trim()], againstRoot);
  const offline = spawnSync('pnpm', ['install', '--offline', '--frozen-lockfile'], {
    cwd: againstRoot,
    stdio: 'ignore',
  });
  if (offline.status !== 0) run('pnpm', ['install', '--frozen-lockfile'], againstRoot);
  run('pnpm', ['build'], againstRoot);
} else {
  run('npx', ['rsbuild', 'build', '-c', '../e2e/bench/monolith.rsbuild.config.ts'], join(root, 'shell'), {
    MONOLITH_DIST: monolithDist,
  });
  // The one bundle's pages follow the same routes as the federated site's: each area's routes.json, from its build.
  /** @type {Record<string, string>} */
  const manifests = {};
  for (const [name, app] of Object.entries(readFrames(monolithDist).remotes)) {
    const release = join(monolithDist, 'releases', name, 'local');
    mkdirSync(release, { recursive: true });
    cpSync(join(root, app, 'dist', 'routes.json'), join(release, 'routes.json'));
    // The copy of each view, per language, as the area's build split it: what a navigation fetches.
    cpSync(join(root, app, 'dist', 'copy'), join(release, 'copy'), { recursive: true });
    manifests[name] = `/releases/${name}/local/mf-manifest.json`;
  }
  // Each page with its critical CSS, as the edge composes the federated site's.
  await composePages({
    manifests,
    releasesDir: join(monolithDist, 'releases'),
    out: join(monolithDist, 'pages'),
    dist: monolithDist,
    inlineCss: true,
  });
}
const otherLabel = options.against ?? 'monolith';
/** The federated site behind nginx. */
const behindNginx = 'fed. nginx';
const labelWidth = Math.max('federated'.length, behindNginx.length, otherLabel.length);

/**
 * The one bundle's static server: its files with the build's brotli and gzip
 * copies (sirv), a page's file for its URL,
 * else index.html.
 * @param {string} dir
 * @param {number} port
 * @returns {Promise<Server>}
 */
function serveStatic(dir, port) {
  const files = sirv(dir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    files(req, res, () => {
      req.url = `/pages/${path === '/' ? 'index' : path.slice(1)}.html`;
      files(req, res, () => {
        req.url = '/index.html';
        files(req, res, () => void res.writeHead(404).end());
      });
    });
  });
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

/** @type {(() => void | Promise<void>)[]} */
const stops = [];
/** @type {string} */
let federatedOrigin;
/** @type {string} */
let monolithOrigin;
/** The federated site behind the README's nginx front (shell/deploy/nginx-config.mjs), when nginx is installed. */
/** @type {string | undefined} */
let nginxOrigin;
{
  // The federated site as the local server serves it (the shell's edge, each remote on its own origin),
  // the one bundle with its build's brotli and gzip copies.
  /**
   * @param {string} checkout
   * @param {number} port
   */
  const serve = (checkout, port) => {
    const child = spawn(
      'node',
      ['shell/deploy/local-site.mjs', '--port', String(port), '--deploy-dir', join(work, `deploy-${port}`)],
      {
        cwd: checkout,
        stdio: 'ignore',
      },
    );
    stops.push(() => {
      child.kill();
    });
  };
  serve(root, 4800);
  if (options.against) serve(againstRoot, 4810);
  else {
    const server = await serveStatic(monolithDist, 4810);
    stops.push(() => new Promise((done) => server.close(() => done())));
  }
  await new Promise((ready) => setTimeout(ready, 800));
  [federatedOrigin, monolithOrigin] = ['http://127.0.0.1:4800', 'http://127.0.0.1:4810'];
  if (!options.against && findNginx()) {
    const front = renderLocal({ out: join(work, 'nginx'), port: 4820, edge: 'http://127.0.0.1:4828' });
    const edge = await startEdge({ port: 4828, deployDir: front.deployDir, env: { SITE_URL: front.shellOrigin } });
    stops.push(() => edge.stop());
    const nginx = await startNginx(front.conf, front.shellOrigin);
    stops.push(() => stopNginx(nginx));
    nginxOrigin = front.shellOrigin;
  } else if (!options.against) console.log('nginx is not installed: the federated site is measured on the edge alone.');
}
/** Whether the other build has French pages (a revision from before the language was in the URL has not). */
const otherSpeaksFrench = /<html[^>]*lang="fr"/.test(await (await fetch(`${monolithOrigin}/fr`)).text());
/**
 * @param {string} language
 * @returns {[string, string][]}
 */
const builds = (language) => [
  ['federated', federatedOrigin],
  ...(nginxOrigin ? /** @type {[string, string][]} */ ([[behindNginx, nginxOrigin]]) : []),
  ...(language === 'en' || otherSpeaksFrench ? /** @type {[string, string][]} */ ([[otherLabel, monolithOrigin]]) : []),
];

/**
 * What this reads of a Lighthouse report.
 * @typedef {object} LighthouseReport
 * @property {{ 'network-requests': { details: { items: { url: string; resourceType?: string }[] } } }
 *   & Record<'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift', { numericValue: number }>} audits
 * @property {Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>} categories
 * @property {{ benchmarkIndex: number }} environment
 */

/**
 * Runs a command without blocking this process, whose event loop serves the one bundle's files meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<void>}
 */
const runAsync = (command, args, env) =>
  new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });

/**
 * One Lighthouse run (mobile defaults, with `extra` arguments): its report.
 * @param {string} url
 * @param {string[]} [extra]
 * @returns {Promise<LighthouseReport>}
 */
async function lighthouse(url, extra = []) {
  const report = join(work, 'lighthouse.json');
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...extra,
  ];
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): up to two retries.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await runAsync(join(root, 'e2e', 'node_modules', '.bin', 'lighthouse'), args, { CHROME_PATH: chrome });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(report, 'utf8'));
  return /** @type {LighthouseReport} */ (parsed);
}

/**
 * Lighthouse's mobile defaults (simulated throttling), the same with applied
 * throttling (the page loaded over the throttled network and CPU: its LCP and
 * CLS), and the page's JavaScript, gzip -9 per file.
 * @param {string} url
 */
async function measure(url) {
  const lhr = await lighthouse(url);
  const applied = await lighthouse(url, ['--throttling-method=devtools', '--only-categories=performance']);
  const scripts = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  let js = 0;
  for (const { url: scriptUrl } of scripts)
    js += gzipSync(Buffer.from(await (await fetch(scriptUrl)).arrayBuffer()), { level: 9 }).length;
  /** @param {keyof LighthouseReport['categories']} id */
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  /** @param {'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift'} id */
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    // The page loaded over the throttled network and CPU: the simulated LCP above is estimated from an
    // unthrottled load, and counts whatever that load happened to finish before the paint.
    lcpApplied: applied.audits['largest-contentful-paint'].numericValue,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    clsApplied: applied.audits['cumulative-layout-shift'].numericValue,
    js: js / 1024,
    files: scripts.length,
    speed: lhr.environment.benchmarkIndex,
  };
}

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** Lighthouse's benchmarkIndex of every run: how fast this machine was at the time (higher is faster). */
/** @type {number[]} */
const speeds = [];
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @typedef {Awaited<ReturnType<typeof measure>>} Figures */
/** @typedef {{ median: number; min: number; max: number }} Spread */
/**
 * Per route, language and build: every run's figures.
 * @type {Map<string, Figures[]>}
 */
const results = new Map();
/**
 * @param {string} route
 * @param {string} language
 * @param {string} build
 */
const keyOf = (route, language, build) => `${route} ${language} ${build}`;
try {
  for (let index = 1; index <= runs; index += 1) {
    process.stdout.write(`Run ${index} of ${runs}: ${pages.length} pages, federated then ${otherLabel}…\n`);
    for (const { route, language, path } of pages) {
      for (const [build, origin] of builds(language)) {
        const figures = await measure(`${origin}${path}`);
        speeds.push(figures.speed);
        const key = keyOf(route, language, build);
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }
} finally {
  for (const stop of stops) await stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * The median of each figure, with its range.
 * @param {string} route
 * @param {string} language
 * @param {string} build
 * @returns {Record<keyof Figures, Spread> | undefined}
 */
function summary(route, language, build) {
  const all = results.get(keyOf(route, language, build));
  const first = all?.[0];
  if (!all || !first) return undefined;
  return /** @type {Record<keyof Figures, Spread>} */ (
    Object.fromEntries(
      /** @type {(keyof Figures)[]} */ (Object.keys(first)).map((key) => {
        const values = all.map((figures) => figures[key]);
        return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
      }),
    )
  );
}
const rows = pages.map(({ route, language }) => {
  const federated = summary(route, language, 'federated');
  if (!federated) throw new Error(`${localized(route, language)}: no figures of the federated build`);
  return {
    route,
    language,
    federated,
    nginx: summary(route, language, behindNginx),
    monolith: summary(route, language, otherLabel),
  };
});

/**
 * @param {Spread} figure
 * @param {(value: number) => string} format
 */
const span = (figure, format) => `${format(figure.median)} (${format(figure.min)}-${format(figure.max)})`;
const seconds = (/** @type {number} */ v) => (v / 1000).toFixed(2);
/** @param {Record<keyof Figures, Spread>} m */
const cell = (m) =>
  `${span(m.perf, String).padStart(10)} | ${span(m.lcp, seconds).padStart(16)} s ${span(m.lcpApplied, seconds).padStart(16)} s | ` +
  `${span(m.tbt, (v) => String(Math.round(v))).padStart(13)} ms | ${span(m.cls, (v) => v.toFixed(3)).padStart(19)} ` +
  `${span(m.clsApplied, (v) => v.toFixed(3)).padStart(19)} | ${m.js.median.toFixed(1).padStart(6)} KB (${String(m.files.median).padStart(2)}) | ` +
  `${String(Math.round(m.speed.median)).padStart(5)} | a11y ${m.a11y.median} bp ${m.bp.median} seo ${m.seo.median}`;
console.log(`\nMedians of ${runs} interleaved runs, (range). LCP and CLS: simulated throttling, then applied.`);
console.log(
  `${'route'.padEnd(27)} ${'build'.padEnd(labelWidth)}    perf    |   LCP simulated  |   LCP applied    |      TBT         |   CLS simulated     |    CLS applied      | first-load JS gzip | bench | `,
);
for (const { route, language, federated, nginx, monolith } of rows) {
  const where = localized(route, language);
  console.log(`${where.padEnd(27)} ${'federated'.padEnd(labelWidth)} ${cell(federated)}`);
  if (nginx) console.log(`${''.padEnd(27)} ${behindNginx.padEnd(labelWidth)} ${cell(nginx)}`);
  if (!monolith) {
    console.log(`${''.padEnd(27)} ${otherLabel.padEnd(labelWidth)} (no French page)`);
    continue;
  }
  console.log(`${''.padEnd(27)} ${otherLabel.padEnd(labelWidth)} ${cell(monolith)}`);
  if (options.against)
    console.log(
      `${''.padEnd(27)} ${otherLabel} / this checkout: LCP ${(monolith.lcp.median / federated.lcp.median).toFixed(2)}, ` +
        `TBT ${(monolith.tbt.median / Math.max(1, federated.tbt.median)).toFixed(2)}, ` +
        `JS ${(monolith.js.median / federated.js.median).toFixed(2)}`,
    );
}

// The targets of page delivery (../shared/design/page-delivery.md), checked here rather than in tests,
// against the one bundle only.
/** @type {string[]} */
const failures = [];
for (const row of options.against ? [] : rows) {
  const { route, language, monolith } = row;
  for (const [label, figures] of /** @type {const} */ ([
    ['federated', row.federated],
    [behindNginx, row.nginx],
  ])) {
    if (!figures) continue;
    const where = `${localized(route, language)} (${label})`;
    if (figures.perf.median < 95) failures.push(`${where}: performance ${figures.perf.median} < 95`);
    if (monolith && monolith.perf.median - figures.perf.median > 2)
      failures.push(
        `${where}: performance ${figures.perf.median}, more than 2 below the one bundle's ${monolith.perf.median}`,
      );
    if (figures.lcp.median > 1200) failures.push(`${where}: LCP ${seconds(figures.lcp.median)} s > 1.2 s`);
    if (figures.cls.median > 0.02) failures.push(`${where}: CLS ${figures.cls.median.toFixed(3)} > 0.02`);
    if (figures.clsApplied.median > 0.02)
      failures.push(`${where}: CLS ${figures.clsApplied.median.toFixed(3)} > 0.02 with applied throttling`);
    if (language === 'fr') {
      const twin = rows.find((other) => other.route === route && other.language === 'en');
      const english = label === 'federated' ? twin?.federated : twin?.nginx;
      if (english && figures.lcp.median > english.lcp.median * 1.05)
        failures.push(
          `${where}: LCP ${seconds(figures.lcp.median)} s, more than 5 % above English (${seconds(english.lcp.median)} s); ` +
            `applied throttling: ${seconds(figures.lcpApplied.median)} s against ${seconds(english.lcpApplied.median)} s`,
        );
    }
  }
}
// Lighthouse multiplies the recorded main-thread times by four whatever the
// machine's speed, so TBT read beside this figure tells a slow page from a slow moment.
console.log(
  `\nMachine speed during the runs (Lighthouse benchmarkIndex, higher is faster): median ${Math.round(median(speeds))}, ` +
    `range ${Math.round(Math.min(...speeds))}-${Math.round(Math.max(...speeds))}.`,
);
if (!options.against) {
  console.log(
    'Targets: performance >= 95 and within 2 points of the one bundle, LCP <= 1.2 s, French LCP within 5 % of English, CLS <= 0.02.',
  );
  console.log(failures.length ? `Missed:\n  ${failures.join('\n  ')}` : 'Every target met.');
}
