#!/usr/bin/env node
// Builds the site twice (federated, as deployed, and as one non-federated
// bundle: e2e/bench/monolith.rsbuild.config.ts, its pages rendered in Node
// and composed the same way), serves the federated site with
// shell/deploy/local-site.mjs (the shell's edge) and, when nginx is installed,
// behind the README's nginx front too, and the one bundle's files with their
// compressed copies, and prints per route and language: Lighthouse scores and
// metrics (mobile defaults, Debian's Chromium; LCP and CLS also with applied
// throttling, --throttling-method=devtools, beside the simulated figures) and
// first-load JavaScript (gzip), side by side. Also, per page: total blocking
// time at twice Lighthouse's CPU slowdown (8x), the federation runtime and its
// glue (the files named), and, in a browser at 4x CPU, the time from first
// byte to a hydrated page (<html data-app>, the e2e suite's sign) and from a
// click on the header's link to the page of a remote not yet visited to its
// h1 on screen, each the median of BENCH_RUNS interleaved loads.
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
import { decodeHTML as decodeHtml } from 'entities';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { chromiumLaunchOptions } from './chromium.mjs';
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
  // Each page with its critical CSS, as the edge composes the federated site's, on the origin it is served
  // from (below): a navigation fetches the next page's copy from the URLs the page names.
  await composePages({
    origin: 'http://127.0.0.1:4810',
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
    // Also when this process ends early (an error before the runs): no site is left on its ports.
    process.once('exit', () => child.kill());
  };
  serve(root, 4800);
  if (options.against) serve(againstRoot, 4810);
  else {
    const server = await serveStatic(monolithDist, 4810);
    stops.push(() => new Promise((done) => server.close(() => done())));
  }
  [federatedOrigin, monolithOrigin] = ['http://127.0.0.1:4800', 'http://127.0.0.1:4810'];
  // Each site is ready once it answers its home page (a local site starts its services first).
  for (const origin of [federatedOrigin, monolithOrigin])
    for (
      let waited = 0;
      !(await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      ));
      waited += 200
    ) {
      if (waited > 60_000) throw new Error(`${origin} did not start within a minute`);
      await new Promise((ready) => setTimeout(ready, 200));
    }
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
  // Visitors' phones are slower than this machine's fast moments: TBT at twice the default slowdown too.
  const slower = await lighthouse(url, ['--throttling.cpuSlowdownMultiplier=8', '--only-categories=performance']);
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  let js = 0;
  /** The federation runtime and its glue: the shell's entry (the runtime, a few kB of start-up code), a remote's entry, its manifest. */
  const runtimeFiles = [];
  for (const { url: scriptUrl } of scripts) {
    const size = gzipSync(Buffer.from(await (await fetch(scriptUrl)).arrayBuffer()), { level: 9 }).length;
    js += size;
    if (isRuntimeFile(scriptUrl)) runtimeFiles.push({ name: new URL(scriptUrl).pathname.split('/').pop(), size });
  }
  for (const { url: fileUrl } of requests.filter((item) => item.url.endsWith('/mf-manifest.json')))
    runtimeFiles.push({
      name: 'mf-manifest.json',
      size: gzipSync(Buffer.from(await (await fetch(fileUrl)).arrayBuffer()), { level: 9 }).length,
    });
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
    tbt8: slower.audits['total-blocking-time'].numericValue,
    cls: audit('cumulative-layout-shift'),
    clsApplied: applied.audits['cumulative-layout-shift'].numericValue,
    js: js / 1024,
    files: scripts.length,
    runtime: runtimeFiles.reduce((sum, file) => sum + file.size, 0) / 1024,
    runtimeFiles: runtimeFiles.map((file) => `${file.name} ${(file.size / 1024).toFixed(1)}`).join(' + '),
    speed: lhr.environment.benchmarkIndex,
  };
}

/** The shell's entry (index.<hash>.js) and a remote's container (remoteEntry.js). */
const isRuntimeFile = (/** @type {string} */ url) =>
  /\/static\/js\/index\.[0-9a-f]+\.js$/.test(url) || url.endsWith('/remoteEntry.js');

/** The page of a remote that the route's page does not load (for the route change), by route: a link the desktop header shows. */
const routeChanges = {
  '/': '/vulnyzer-platform',
  '/services/cloud-devops': '/vulnyzer-platform',
  '/vulnyzer-platform': '/about',
  '/contact': '/meetlyhub',
};

const browser = await chromium.launch(chromiumLaunchOptions);

/** What browserTimes notes on the page: when <html data-app> appeared. */
/** @typedef {Window & { appAt?: number }} BenchWindow */

/**
 * In a browser at 4x CPU (Chrome's throttling, as Lighthouse's mobile
 * default), on a desktop width where the header's links show: the time from
 * the page's first byte to `<html data-app>` (hydrated), then from a click on
 * the header's link to another area's page to that page's h1 on screen.
 * @param {string} origin
 * @param {string} route
 * @param {string} language
 */
async function browserTimes(origin, route, language) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const marks = /** @type {BenchWindow} */ (window);
    // The document's root element is the parser's to create: watch the document for it.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.dataset.app) return;
      marks.appAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
  });
  await page.goto(`${origin}${localized(route, language)}`);
  await page.waitForFunction(() => /** @type {BenchWindow} */ (window).appAt !== undefined, null, { timeout: 60_000 });
  const hydrated = await page.evaluate(() => {
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
    const marks = /** @type {BenchWindow} */ (window);
    return (marks.appAt ?? NaN) - (navigation?.responseStart ?? 0);
  });
  const target = localized(routeChanges[/** @type {keyof typeof routeChanges} */ (route)], language);
  const targetH1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${origin}${target}`)).text())?.[1] ?? '';
  // From the click on the header's link (hovered first, as a pointer does) to the page's h1 on screen, whether
  // the app routes it or the browser loads a new document.
  const link = page.locator(`header a[href="${target}"]:visible`).first();
  await link.hover();
  const start = performance.now();
  await link.click({ noWaitAfter: true });
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, decodeHtml(targetH1), {
    timeout: 60_000,
    polling: 'raf',
  });
  const routeChange = performance.now() - start;
  await context.close();
  return { hydrated, routeChange };
}

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** Lighthouse's benchmarkIndex of every run: how fast this machine was at the time (higher is faster). */
/** @type {number[]} */
const speeds = [];
/** @param {number[]} values */
const median = (values) => {
  const known = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? NaN;
};

/** @typedef {Awaited<ReturnType<typeof measure>> & Awaited<ReturnType<typeof browserTimes>>} Run */
/** @typedef {Omit<Run, 'runtimeFiles'>} Figures */
/** @typedef {{ median: number; min: number; max: number }} Spread */
/**
 * Per route, language and build: every run's figures.
 * @type {Map<string, Run[]>}
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
        const times = await browserTimes(origin, route, language).catch((/** @type {unknown} */ error) => {
          // One failed load does not end a run of hours: its times are missing from the medians.
          console.warn(`${build} ${path}: no browser times (${String(error)})`);
          return { hydrated: NaN, routeChange: NaN };
        });
        const figures = { ...(await measure(`${origin}${path}`)), ...times };
        speeds.push(figures.speed);
        const key = keyOf(route, language, build);
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }
} finally {
  await browser.close();
  for (const stop of stops) await stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * The median of each figure, with its range.
 * @param {string} route
 * @param {string} language
 * @param {string} build
 * @returns {(Record<keyof Figures, Spread> & { runtimeFiles: string }) | undefined}
 */
function summary(route, language, build) {
  const all = results.get(keyOf(route, language, build));
  const first = all?.[0];
  if (!all || !first) return undefined;
  const { runtimeFiles, ...numbers } = first;
  return {
    .../** @type {Record<keyof Figures, Spread>} */ (
      Object.fromEntries(
        /** @type {(keyof Figures)[]} */ (Object.keys(numbers)).map((key) => {
          const values = all.map((figures) => figures[key]).filter((value) => !Number.isNaN(value));
          return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
        }),
      )
    ),
    // The same bytes on every run.
    runtimeFiles,
  };
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

const ms = (/** @type {number} */ v) => String(Math.round(v));
/** @param {Record<keyof Figures, Spread>} m */
const moreCell = (m) =>
  `${span(m.tbt8, ms).padStart(16)} ms | ${span(m.hydrated, ms).padStart(16)} ms | ${span(m.routeChange, ms).padStart(15)} ms`;
console.log(
  `\nThe same runs: TBT at 8x CPU (Lighthouse), and in Chromium at 4x CPU, first byte to hydrated and a route change to another area's page; the federation runtime and its glue (gzip).`,
);
console.log(
  `${'route'.padEnd(27)} ${'build'.padEnd(labelWidth)}       TBT 8x CPU    |   first byte to hydrated |   route change        | runtime and glue`,
);
for (const { route, language, federated, nginx, monolith } of rows) {
  const where = localized(route, language);
  const to = localized(routeChanges[/** @type {keyof typeof routeChanges} */ (route)], language);
  console.log(
    `${where.padEnd(27)} ${'federated'.padEnd(labelWidth)} ${moreCell(federated)} to ${to} | ` +
      `${federated.runtime.median.toFixed(1)} KB: ${federated.runtimeFiles}`,
  );
  if (nginx) console.log(`${''.padEnd(27)} ${behindNginx.padEnd(labelWidth)} ${moreCell(nginx)}`);
  if (monolith) console.log(`${''.padEnd(27)} ${otherLabel.padEnd(labelWidth)} ${moreCell(monolith)}`);
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
    // What federation may cost (the [bytes] issue): against the one bundle built and measured the same way.
    if (monolith) {
      if (figures.js.median > monolith.js.median * 1.15)
        failures.push(
          `${where}: first-load JS ${figures.js.median.toFixed(1)} KB, ${(figures.js.median / monolith.js.median).toFixed(2)}x the one bundle's ${monolith.js.median.toFixed(1)} KB (target 1.15x)`,
        );
      for (const [name, key] of /** @type {const} */ ([
        ['TBT', 'tbt'],
        ['TBT at 8x CPU', 'tbt8'],
      ])) {
        const allowed = Math.max(monolith[key].median * 1.5, monolith[key].median + 50);
        if (figures[key].median > allowed)
          failures.push(
            `${where}: ${name} ${ms(figures[key].median)} ms > ${ms(allowed)} ms (1.5x or +50 ms of the one bundle's ${ms(monolith[key].median)} ms)`,
          );
      }
      if (figures.hydrated.median > monolith.hydrated.median * 1.2)
        failures.push(
          `${where}: first byte to hydrated ${ms(figures.hydrated.median)} ms, ${(figures.hydrated.median / monolith.hydrated.median).toFixed(2)}x the one bundle's (target 1.2x)`,
        );
    }
    if (figures.routeChange.median > 300)
      failures.push(`${where}: route change ${ms(figures.routeChange.median)} ms > 300 ms at 4x CPU`);
    if (route !== '/' && figures.runtime.median > 25)
      failures.push(`${where}: federation runtime and glue ${figures.runtime.median.toFixed(1)} KB > 25 KB`);
    if (language === 'fr') {
      const twin = rows.find((other) => other.route === route && other.language === 'en');
      const english = label === 'federated' ? twin?.federated : twin?.nginx;
      if (english && figures.js.median - english.js.median > 2)
        failures.push(
          `${where}: first-load JS ${(figures.js.median - english.js.median).toFixed(1)} KB above English (target 2 KB)`,
        );
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
    'Targets: performance >= 95 and within 2 points of the one bundle, LCP <= 1.2 s, French LCP within 5 % of English, CLS <= 0.02; ' +
      'first-load JS <= 1.15x the one bundle and French <= 2 KB above English, TBT <= 1.5x or +50 ms of the one bundle at 4x and 8x CPU, ' +
      "first byte to hydrated <= 1.2x the one bundle, a route change <= 300 ms, the federation runtime and glue <= 25 KB on a remote's route.",
  );
  console.log(failures.length ? `Missed:\n  ${failures.join('\n  ')}` : 'Every target met.');
}
