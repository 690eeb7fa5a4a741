#!/usr/bin/env node
// Builds the site twice (federated, as deployed, and as one non-federated
// bundle: e2e/bench/monolith.rsbuild.config.ts, its pages rendered in Node
// and composed the same way), serves the federated site with
// shell/deploy/local-site.mjs (the shell's edge) and, when nginx is installed,
// behind the README's nginx front too, and the one bundle's files with their
// compressed copies, and prints per route and language: Lighthouse scores and
// metrics (mobile defaults, Debian's Chromium; the performance score, LCP,
// CLS and total blocking time also with applied throttling,
// --throttling-method=devtools, beside the simulated figures) and
// the first-load bytes (every script and JSON file the page fetched before
// Lighthouse's trace ended, manifests and copy files included, gzip -9; each
// file printed with the build that loads it), side by side. Also, per page:
// total blocking time with applied throttling at twice Lighthouse's CPU
// slowdown (8x), and, in a
// browser at 4x CPU, the time from first byte to the app's start (<html
// data-app>) and a route change to the page of an area not yet visited (the
// pointer over the header's link, the click 150 ms later, to the new h1 on
// screen); on the contact page, from a focus in the form's first field, made
// as soon as it is painted, to the view's hydrated marker (`data-hydrated` on
// <main>), and from the first byte to that moment. Each the median of
// BENCH_RUNS interleaved loads. The federation runtime's chunk is printed
// too: it loads with the first need of an area's code, not at first load.
//
// The targets read the applied figures. Simulated throttling estimates a
// throttled load from an unthrottled one, whose tasks on this 2-core machine
// (server, Lighthouse and browser side by side) swing several-fold from one
// load to the next, and whose first paint decides which of them count: the
// two builds, loading the same files and running the same code, differed in
// simulated TBT alone (docs/performance.md, "Why applied throttling").
// Lighthouse's figures vary with the machine's load, so the two builds are measured interleaved, run
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
//   pnpm bench            (slow, see docs/performance.md, "Bench"; not part of pnpm test)
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
import { readdirSync } from 'node:fs';
import { composePages } from '../../shell/build/compose-pages.mjs';
import { readFrames } from '../../shell/deploy/shell-pages.mjs';
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

const otherLabel = options.against ?? 'monolith';
/** The federated site behind nginx. */
const behindNginx = 'fed. nginx';
const labelWidth = Math.max('federated'.length, behindNginx.length, otherLabel.length);

/**
 * Builds the federated site (pnpm build) and the other: the one bundle, from the shell's public entries
 * (shell/src/public/: e2e/bench/monolith.rsbuild.config.ts), its pages composed as the static command does; or
 * with --against, that revision's own federated build, in a clone.
 * @returns {Promise<{ monolithDist: string; againstRoot: string }>}
 */
async function buildSites() {
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
    /** @type {Record<string, { release: string; manifest: string }>} */
    const locations = {};
    for (const [name, app] of Object.entries(readFrames(monolithDist).remotes)) {
      const release = join(monolithDist, 'releases', name, 'local');
      mkdirSync(release, { recursive: true });
      cpSync(join(root, app, 'dist', 'routes.json'), join(release, 'routes.json'));
      // The copy of each view, per language, as the area's build split it: what a navigation fetches.
      cpSync(join(root, app, 'dist', 'copy'), join(release, 'copy'), { recursive: true });
      locations[name] = { release: 'local', manifest: `/releases/${name}/local/mf-manifest.json` };
    }
    // Each page with its critical CSS, as the edge composes the federated site's, on the origin it is served
    // from (below): a navigation fetches the next page's copy from the URLs the page names.
    await composePages({
      origin: 'http://127.0.0.1:4810',
      locations,
      releasesDir: join(monolithDist, 'releases'),
      out: join(monolithDist, 'pages'),
      dist: monolithDist,
      inlineCss: true,
    });
  }
  return { monolithDist, againstRoot };
}

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

/**
 * Serves the federated site on its edge (and behind nginx when installed) and the other build; resolves once each
 * answers, with the builds to measure for a language (label and origin) and how to stop them all.
 * @param {{ monolithDist: string; againstRoot: string }} built
 */
async function serveSites({ monolithDist, againstRoot }) {
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
    } else if (!options.against)
      console.log('nginx is not installed: the federated site is measured on the edge alone.');
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
    ...(language === 'en' || otherSpeaksFrench
      ? /** @type {[string, string][]} */ ([[otherLabel, monolithOrigin]])
      : []),
  ];
  return { builds, stops };
}

/**
 * What this reads of a Lighthouse report.
 * @typedef {object} LighthouseReport
 * @property {{ 'network-requests': { details: { items: { url: string; resourceType?: string; mimeType?: string; statusCode?: number }[] } } }
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
  const slower = await lighthouse(url, [
    '--throttling-method=devtools',
    '--throttling.cpuSlowdownMultiplier=8',
    '--only-categories=performance',
  ]);
  const requests = lhr.audits['network-requests'].details.items;
  // Every script and JSON file the page fetched (GET, answered): its code, its map of releases, manifests, copy.
  const fetched = [
    ...new Set(
      requests
        .filter(
          (item) =>
            item.statusCode === 200 &&
            !new URL(item.url).pathname.startsWith('/api/') &&
            (item.resourceType === 'Script' ||
              /json/.test(item.mimeType ?? '') ||
              new URL(item.url).pathname.endsWith('.json')),
        )
        .map((item) => item.url),
    ),
  ];
  /** Each file's gzip -9 size, named by its path. */
  const loaded = [];
  for (const fileUrl of fetched)
    loaded.push({
      name: new URL(fileUrl).pathname,
      size: gzipSync(Buffer.from(await (await fetch(fileUrl)).arrayBuffer()), { level: 9 }).length,
    });
  /** @param {keyof LighthouseReport['categories']} id */
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  /** @param {'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift'} id */
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    perf: score('performance'),
    perfApplied: Math.round(applied.categories.performance.score * 100),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    // The page loaded over the throttled network and CPU: the simulated LCP above is estimated from an
    // unthrottled load, and counts whatever that load happened to finish before the paint.
    lcpApplied: applied.audits['largest-contentful-paint'].numericValue,
    tbt: audit('total-blocking-time'),
    tbtApplied: applied.audits['total-blocking-time'].numericValue,
    tbt8: slower.audits['total-blocking-time'].numericValue,
    cls: audit('cumulative-layout-shift'),
    clsApplied: applied.audits['cumulative-layout-shift'].numericValue,
    bytes: loaded.reduce((sum, file) => sum + file.size, 0) / 1024,
    files: loaded.length,
    federationFiles: loaded.filter((file) => isFederationFile(file.name)).length,
    loadedFiles: loaded.map((file) => `${file.name} ${(file.size / 1024).toFixed(1)}`).join(', '),
    speed: lhr.environment.benchmarkIndex,
  };
}

/** Anything of the federation (as e2e/support/first-load.ts names it): its runtime's chunk, an area's manifest, entry, chunks or copy. */
const isFederationFile = (/** @type {string} */ path) =>
  [/\/releases\//, /federation/, /remoteEntry\.js/, /mf-manifest\.json/].some((pattern) => pattern.test(path));

/**
 * The federation runtime's chunks of the shell's build (shell/src/lib/remotes/federation-runtime.ts and the
 * package's code it imports), gzip -9, in KB.
 */
function runtimeChunks() {
  const dir = join(root, 'shell', 'dist', 'static', 'js', 'async');
  const names = readdirSync(dir).filter((file) => /(?:federation-runtime|module-federation).*\.js$/.test(file));
  if (!names.length) throw new Error(`no federation runtime chunk in ${dir}`);
  const sizes = names.map((name) => ({
    name,
    size: gzipSync(readFileSync(join(dir, name)), { level: 9 }).length / 1024,
  }));
  return { names: names.join(', '), size: sizes.reduce((sum, { size }) => sum + size, 0) };
}

/** The page of a remote that the route's page does not load (for the route change), by route: a link the desktop header shows. */
const routeChanges = {
  '/': '/vulnyzer-platform',
  '/services/cloud-devops': '/vulnyzer-platform',
  '/vulnyzer-platform': '/about',
  '/contact': '/meetlyhub',
};

/**
 * What the page notes for the bench: when <html data-app> appeared (the app's first commit), when the first field
 * of a form took the focus, and when <main> took its hydrated marker (data-hydrated: the view's code hydrated it).
 * @typedef {Window & { appAt?: number; focusAt?: number; hydratedAt?: number }} BenchWindow
 */

/**
 * A page at 4x CPU (Chrome's throttling, as Lighthouse's mobile default), on a desktop width where the header's
 * links show, noting the moments of BenchWindow.
 */
async function throttledPage(/** @type {import('@playwright/test').Browser} */ browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const marks = /** @type {BenchWindow} */ (window);
    // The document's root element is the parser's to create: watch the document for it.
    new MutationObserver(() => {
      if (marks.appAt === undefined && document.documentElement?.dataset.app) marks.appAt = performance.now();
      if (marks.hydratedAt === undefined && document.querySelector('main[data-hydrated]'))
        marks.hydratedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app', 'data-hydrated'] });
    document.addEventListener('focusin', () => (marks.focusAt ??= performance.now()), { capture: true });
  });
  return { context, page };
}

/** The moment `mark` of BenchWindow, from the page's first byte, once the page has noted it. */
async function sinceFirstByte(
  /** @type {import('@playwright/test').Page} */ page,
  /** @type {'appAt' | 'hydratedAt'} */ mark,
) {
  await page.waitForFunction((name) => /** @type {BenchWindow} */ (window)[name] !== undefined, mark, {
    timeout: 60_000,
  });
  return page.evaluate((name) => {
    const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
    const marks = /** @type {BenchWindow} */ (window);
    return (marks[name] ?? NaN) - (navigation?.responseStart ?? 0);
  }, mark);
}

/**
 * The time from the page's first byte to `<html data-app>` (the app's start), then a route change: the pointer
 * over the header's link to another area's page, the click 150 ms later, to that page's h1 on screen.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} route
 * @param {string} language
 */
async function browserTimes(browser, origin, route, language) {
  const { context, page } = await throttledPage(browser);
  await page.goto(`${origin}${localized(route, language)}`);
  const app = await sinceFirstByte(page, 'appAt');
  const target = localized(routeChanges[/** @type {keyof typeof routeChanges} */ (route)], language);
  const targetH1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${origin}${target}`)).text())?.[1] ?? '';
  // From the click on the header's link (the pointer over it 150 ms before, as a visitor's) to the page's h1 on
  // screen, whether the app routes it or the browser loads a new document.
  const link = page.locator(`header a[href="${target}"]:visible`).first();
  await link.hover();
  await page.waitForTimeout(150);
  const start = performance.now();
  await link.click({ noWaitAfter: true });
  await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, decodeHtml(targetH1), {
    timeout: 60_000,
    polling: 'raf',
  });
  const routeChange = performance.now() - start;
  await context.close();
  return { app, routeChange };
}

/**
 * On the contact page: a focus in the form's first field as soon as it is painted, then the time from that focus
 * to the view's hydrated marker, and from the page's first byte to that marker. NaN on other routes.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} route
 * @param {string} language
 */
async function formTimes(browser, origin, route, language) {
  if (route !== '/contact') return { formFocusToHydrated: NaN, formFirstByteToHydrated: NaN };
  const { context, page } = await throttledPage(browser);
  await page.goto(`${origin}${localized(route, language)}`, { waitUntil: 'commit' });
  await page.locator('form input[name="firstName"]').focus({ timeout: 60_000 });
  const formFirstByteToHydrated = await sinceFirstByte(page, 'hydratedAt');
  const formFocusToHydrated = await page.evaluate(() => {
    const marks = /** @type {BenchWindow} */ (window);
    return (marks.hydratedAt ?? NaN) - (marks.focusAt ?? NaN);
  });
  await context.close();
  return { formFocusToHydrated, formFirstByteToHydrated };
}

const seconds = (/** @type {number} */ v) => (v / 1000).toFixed(2);
const ms = (/** @type {number} */ v) => String(Math.round(v));
const kb = (/** @type {number} */ v) => v.toFixed(1);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
/** @param {number[]} values */
const median = (values) => {
  const known = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)] ?? NaN;
};

/** @typedef {Awaited<ReturnType<typeof measure>> & Awaited<ReturnType<typeof browserTimes>> & Awaited<ReturnType<typeof formTimes>>} Run */
/** @typedef {Omit<Run, 'loadedFiles'>} Figures */
/** @typedef {{ median: number; min: number; max: number }} Spread */
/**
 * @param {string} route
 * @param {string} language
 * @param {string} build
 */
const keyOf = (route, language, build) => `${route} ${language} ${build}`;

/**
 * Every page in every build, BENCH_RUNS times interleaved: each load's figures as they come, kept per page and
 * build, with the machine's speed of each.
 * @param {(language: string) => [string, string][]} builds
 */
async function runLoads(builds) {
  /**
   * Per route, language and build: every run's figures.
   * @type {Map<string, Run[]>}
   */
  const results = new Map();
  /** Lighthouse's benchmarkIndex of every run: how fast this machine was at the time (higher is faster). */
  /** @type {number[]} */
  const speeds = [];
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (let index = 1; index <= runs; index += 1) {
      process.stdout.write(`Run ${index} of ${runs}: ${pages.length} pages, federated then ${otherLabel}…\n`);
      for (const { route, language, path } of pages) {
        for (const [build, origin] of builds(language)) {
          const times = await browserTimes(browser, origin, route, language).catch((/** @type {unknown} */ error) => {
            // One failed load does not end a run of hours: its times are missing from the medians.
            console.warn(`${build} ${path}: no browser times (${String(error)})`);
            return { app: NaN, routeChange: NaN };
          });
          const form = await formTimes(browser, origin, route, language).catch((/** @type {unknown} */ error) => {
            console.warn(`${build} ${path}: no form times (${String(error)})`);
            return { formFocusToHydrated: NaN, formFirstByteToHydrated: NaN };
          });
          const lighthouseFigures = await measure(`${origin}${path}`).catch((/** @type {unknown} */ error) => {
            // Lighthouse failed three times on this load: the run goes without this row rather than ending.
            console.warn(`${build} ${path}: no Lighthouse figures in run ${index} (${String(error)})`);
            return undefined;
          });
          if (!lighthouseFigures) continue;
          const figures = { ...lighthouseFigures, ...times, ...form };
          // Each load's figures as they come: a run of hours that ends early still leaves what it measured.
          console.log(
            `  ${path} ${build}: perf ${figures.perf}/${figures.perfApplied}, LCP ${ms(figures.lcp)}/${ms(figures.lcpApplied)} ms, ` +
              `TBT ${ms(figures.tbt)}/${ms(figures.tbtApplied)}/${ms(figures.tbt8)} ms, CLS ${figures.cls.toFixed(3)}/${figures.clsApplied.toFixed(3)}, ` +
              `${kb(figures.bytes)} KB, app ${ms(figures.app)} ms, route change ${ms(figures.routeChange)} ms, ` +
              `form ${ms(figures.formFocusToHydrated)}/${ms(figures.formFirstByteToHydrated)} ms, bench ${ms(figures.speed)}`,
          );
          speeds.push(figures.speed);
          const key = keyOf(route, language, build);
          results.set(key, [...(results.get(key) ?? []), figures]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { results, speeds };
}

/**
 * The median of each figure, with its range, and the files of the first run's first load.
 * @param {Map<string, Run[]>} results
 * @param {string} route
 * @param {string} language
 * @param {string} build
 * @returns {(Record<keyof Figures, Spread> & { loadedFiles: string }) | undefined}
 */
function summary(results, route, language, build) {
  const all = results.get(keyOf(route, language, build));
  const first = all?.[0];
  if (!all || !first) return undefined;
  const { loadedFiles, ...numbers } = first;
  return {
    .../** @type {Record<keyof Figures, Spread>} */ (
      Object.fromEntries(
        /** @type {(keyof Figures)[]} */ (Object.keys(numbers)).map((key) => {
          const values = all.map((figures) => figures[key]).filter((value) => !Number.isNaN(value));
          return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
        }),
      )
    ),
    loadedFiles,
  };
}

/**
 * Each page's medians per build.
 * @param {Map<string, Run[]>} results
 */
function rowsOf(results) {
  return pages.map(({ route, language }) => {
    const federated = summary(results, route, language, 'federated');
    if (!federated) throw new Error(`${localized(route, language)}: no figures of the federated build`);
    return {
      route,
      language,
      federated,
      nginx: summary(results, route, language, behindNginx),
      monolith: summary(results, route, language, otherLabel),
    };
  });
}
/** @typedef {ReturnType<typeof rowsOf>[number]} Row */

/**
 * @param {Spread} figure
 * @param {(value: number) => string} format
 */
const span = (figure, format) =>
  Number.isFinite(figure.median) ? `${format(figure.median)} (${format(figure.min)}-${format(figure.max)})` : '-';
/**
 * Prints a table: each page's row of each build, its figures in the given cells, then the benchmarkIndex of its runs.
 * @param {Row[]} rows
 * @param {string} title
 * @param {[string, (m: Record<keyof Figures, Spread>) => string][]} columns
 */
function table(rows, title, columns) {
  console.log(`\n${title}`);
  console.log(
    `${'page'.padEnd(27)} ${'build'.padEnd(labelWidth)} | ${columns.map(([name]) => name).join(' | ')} | bench`,
  );
  for (const { route, language, federated, nginx, monolith } of rows) {
    const where = localized(route, language);
    /** @type {[string, (Record<keyof Figures, Spread> & { loadedFiles: string }) | undefined][]} */
    const builds = [
      ['federated', federated],
      [behindNginx, nginx],
      [otherLabel, monolith],
    ];
    builds.forEach(([label, m], index) => {
      if (!m) return;
      const cells = columns.map(([name, cell]) => cell(m).padStart(name.length)).join(' | ');
      console.log(`${(index ? '' : where).padEnd(27)} ${label.padEnd(labelWidth)} | ${cells} | ${span(m.speed, ms)}`);
    });
  }
}

/**
 * Prints the medians and ranges of every page and build, what each page loads first, and the federation
 * runtime's chunks.
 * @param {Row[]} rows
 * @param {ReturnType<typeof runtimeChunks>} runtime
 */
function printFigures(rows, runtime) {
  console.log(`\nMedians of ${runs} interleaved runs, (range); bench: Lighthouse's benchmarkIndex of the row's runs.`);
  table(
    rows,
    'Lighthouse, mobile defaults: simulated throttling, then applied (the targets read the applied figures).',
    [
      ['  perf simulated  ', (m) => span(m.perf, String)],
      ['   perf applied   ', (m) => span(m.perfApplied, String)],
      ['    LCP simulated s   ', (m) => span(m.lcp, seconds)],
      ['     LCP applied s    ', (m) => span(m.lcpApplied, seconds)],
      ['    CLS simulated    ', (m) => span(m.cls, (v) => v.toFixed(3))],
      ['     CLS applied     ', (m) => span(m.clsApplied, (v) => v.toFixed(3))],
      ['TBT 4x simulated ms', (m) => span(m.tbt, ms)],
      [' TBT 4x applied ms ', (m) => span(m.tbtApplied, ms)],
      [' TBT 8x applied ms ', (m) => span(m.tbt8, ms)],
      [
        'first load KB gzip (files, federation)',
        (m) => `${kb(m.bytes.median)} (${m.files.median}, ${m.federationFiles.median})`,
      ],
    ],
  );
  table(
    rows,
    'The same runs, in Chromium at 4x CPU: first byte to the app; a route change to an area not yet visited; on the contact page, a focus in the first field to its hydrated marker, and first byte to that marker.',
    [
      ['first byte to app ms', (m) => span(m.app, ms)],
      ['  route change ms  ', (m) => span(m.routeChange, ms)],
      ['form focus to hydrated ms', (m) => span(m.formFocusToHydrated, ms)],
      ['form first byte to hydrated ms', (m) => span(m.formFirstByteToHydrated, ms)],
    ],
  );
  console.log('\nWhat each page loads first (gzip -9 KB, first run), by build:');
  for (const { route, language, federated, nginx, monolith } of rows)
    for (const [label, m] of /** @type {const} */ ([
      ['federated', federated],
      [behindNginx, nginx],
      [otherLabel, monolith],
    ]))
      if (m) console.log(`${localized(route, language).padEnd(27)} ${label.padEnd(labelWidth)} ${m.loadedFiles}`);
  console.log(
    `\nThe federation runtime's chunks (${runtime.names}): ${kb(runtime.size)} KB gzip, loaded with the first need of an area's code (intent, a navigation, a switch of language), not at first load.`,
  );
  if (options.against)
    for (const { route, language, federated, monolith } of rows)
      if (monolith)
        console.log(
          `${localized(route, language).padEnd(27)} ${otherLabel} / this checkout: LCP applied ${(monolith.lcpApplied.median / federated.lcpApplied.median).toFixed(2)}, ` +
            `TBT applied ${(monolith.tbtApplied.median / Math.max(1, federated.tbtApplied.median)).toFixed(2)}, ` +
            `first load ${(monolith.bytes.median / federated.bytes.median).toFixed(2)}`,
        );
}

/**
 * The targets of page delivery that the federated site misses against the one bundle.
 * @param {Row[]} rows
 * @returns {string[]}
 */
function missedTargets(rows) {
  // The targets of page delivery (issue [on-need]; ../shared/design/page-delivery.md), checked here rather than in
  // tests, against the one bundle built from the same shell code.
  /** @type {string[]} */
  const failures = [];
  /** @param {number} value @param {number} other */
  const times = (value, other) => (value / other).toFixed(2);
  for (const row of options.against ? [] : rows) {
    const { route, language, monolith } = row;
    for (const [label, figures] of /** @type {const} */ ([
      ['federated', row.federated],
      [behindNginx, row.nginx],
    ])) {
      if (!figures) continue;
      const where = `${localized(route, language)} (${label})`;
      if (figures.lcpApplied.median > 1200)
        failures.push(`${where}: LCP ${seconds(figures.lcpApplied.median)} s > 1.2 s with applied throttling`);
      for (const [method, cls] of /** @type {const} */ ([
        ['simulated', figures.cls],
        ['applied', figures.clsApplied],
      ])) {
        if (cls.median > 0.0005)
          failures.push(`${where}: CLS ${cls.median.toFixed(3)} > 0.000 in the median (${method})`);
        if (cls.max > 0.01) failures.push(`${where}: CLS ${cls.max.toFixed(3)} > 0.01 in a run (${method})`);
      }
      if (monolith) {
        if (monolith.perfApplied.median - figures.perfApplied.median > 2)
          failures.push(
            `${where}: performance ${figures.perfApplied.median}, more than 2 below the one bundle's ${monolith.perfApplied.median} (applied throttling)`,
          );
        if (figures.bytes.median > monolith.bytes.median + 2)
          failures.push(
            `${where}: first load ${kb(figures.bytes.median)} KB > the one bundle's ${kb(monolith.bytes.median)} KB + 2 KB`,
          );
        for (const [name, key] of /** @type {const} */ ([
          ['TBT at 4x CPU', 'tbtApplied'],
          ['TBT at 8x CPU', 'tbt8'],
        ]))
          if (figures[key].median > monolith[key].median + 50)
            failures.push(
              `${where}: ${name} ${ms(figures[key].median)} ms > the one bundle's ${ms(monolith[key].median)} ms + 50 ms`,
            );
        if (figures.app.median > monolith.app.median * 1.2)
          failures.push(
            `${where}: first byte to the app ${ms(figures.app.median)} ms, ${times(figures.app.median, monolith.app.median)}x the one bundle's (target 1.2x)`,
          );
        if (figures.routeChange.median > monolith.routeChange.median * 1.15)
          failures.push(
            `${where}: route change ${ms(figures.routeChange.median)} ms, ${times(figures.routeChange.median, monolith.routeChange.median)}x the one bundle's (target 1.15x)`,
          );
        for (const [name, key] of /** @type {const} */ ([
          ['focus to the form hydrated', 'formFocusToHydrated'],
          ['first byte to the form hydrated', 'formFirstByteToHydrated'],
        ]))
          if (figures[key].median > monolith[key].median * 1.2)
            failures.push(
              `${where}: ${name} ${ms(figures[key].median)} ms, ${times(figures[key].median, monolith[key].median)}x the one bundle's (target 1.2x)`,
            );
      }
      if (language === 'fr') {
        const twin = rows.find((other) => other.route === route && other.language === 'en');
        const english = label === 'federated' ? twin?.federated : twin?.nginx;
        if (english && figures.bytes.median - english.bytes.median > 1)
          failures.push(
            `${where}: first load ${kb(figures.bytes.median - english.bytes.median)} KB above English (target 1 KB)`,
          );
        if (english && figures.lcpApplied.median > english.lcpApplied.median * 1.05)
          failures.push(
            `${where}: LCP ${seconds(figures.lcpApplied.median)} s with applied throttling, more than 5 % above English (${seconds(english.lcpApplied.median)} s); ` +
              `simulated: ${seconds(figures.lcp.median)} s against ${seconds(english.lcp.median)} s`,
          );
      }
    }
  }
  return failures;
}

/**
 * Prints the figures, the machine's speed and, for the one bundle, the targets of page delivery and which were
 * missed.
 * @param {{ results: Map<string, Run[]>; speeds: number[] }} measured
 * @param {ReturnType<typeof runtimeChunks>} runtime
 */
function report({ results, speeds }, runtime) {
  const rows = rowsOf(results);
  printFigures(rows, runtime);
  const failures = missedTargets(rows);
  // The same throttling slows a fast moment and a slow one alike, so TBT read
  // beside this figure tells a slow page from a slow moment.
  console.log(
    `\nMachine speed during the runs (Lighthouse benchmarkIndex, higher is faster): median ${Math.round(median(speeds))}, ` +
      `range ${Math.round(Math.min(...speeds))}-${Math.round(Math.max(...speeds))}.`,
  );
  if (!options.against) {
    console.log(
      "Targets (medians): first load <= the one bundle's + 2 KB gzip, French <= English + 1 KB; TBT <= the one bundle's + 50 ms at 4x and 8x CPU (applied); " +
        'LCP with applied throttling <= 1.2 s, French LCP within 5 % of English; CLS 0.000, never above 0.01 in a run, with both throttling methods; ' +
        "performance (applied) >= the one bundle's - 2; first byte to the app <= 1.2x the one bundle's; a route change (pointer over the link, click 150 ms later) <= 1.15x; " +
        'on the contact page, focus to the form hydrated and first byte to it <= 1.2x.',
    );
    console.log(failures.length ? `Missed:\n  ${failures.join('\n  ')}` : 'Every target met.');
  }
}

const built = await buildSites();
// Before hours of runs: a build without the runtime's chunk stops here.
const runtime = runtimeChunks();
const { builds, stops } = await serveSites(built);
try {
  report(await runLoads(builds), runtime);
} finally {
  for (const stop of stops) await stop();
  rmSync(work, { recursive: true, force: true });
}
