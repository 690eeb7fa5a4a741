#!/usr/bin/env node
// Full-page screenshots of every page, in both languages, at phone, tablet
// and desktop widths, taken from the production build (run `pnpm build`
// first). Written to screenshots/<lang>/<width>/<route>.png (git-ignored),
// with a summary of pages whose content is wider than the viewport.
//
//   node e2e/tools/screenshots.mjs [--widths 375,768,1440] [--langs en,fr] [--only /about,/contact]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from './chromium.mjs';
/** @import { ChildProcessByStdio } from 'node:child_process' */
/** @import { Readable } from 'node:stream' */

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// @playwright/test is a dependency of the e2e package, not of the root.
/** @type {unknown} */
const playwright = createRequire(join(root, 'e2e', 'package.json'))('@playwright/test');
const { chromium } = /** @type {typeof import('@playwright/test')} */ (playwright);

const { values: args } = parseArgs({
  options: { widths: { type: 'string' }, langs: { type: 'string' }, only: { type: 'string' } },
});
const port = 4600;
const origin = `http://127.0.0.1:${port}`;
const widths = (args.widths ?? '375,768,1440').split(',').map(Number);
const langs = (args.langs ?? 'en,fr').split(',');
const outDir = join(root, 'screenshots');

// Every page as the areas' builds publish them (each one's routes.json), then an unknown path.
function readRoutes() {
  const apps = ['remote-company', 'remote-services', 'remote-products'];
  /** @type {string[]} */
  const pages = apps.flatMap((app) => {
    /** @type {unknown} */
    const parsed = JSON.parse(readFileSync(join(root, app, 'dist', 'routes.json'), 'utf8'));
    return /** @type {{ pages: { path: string }[] }} */ (parsed).pages.map((page) => page.path);
  });
  return ['/', ...pages, '/not-a-page'];
}

const routes = args.only ? args.only.split(',') : readRoutes();
/** @param {string} route */
const fileName = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '__'));

// A rebuild running beside this script can briefly remove a dist folder and
// stop the server; start it again and retry the page rather than give up.
/** @type {ChildProcessByStdio<null, Readable, null> | undefined} */
let server;
let stopping = false;
/** @returns {Promise<unknown>} */
function startServer() {
  server = spawn(
    process.execPath,
    ['shell/deploy/local-site.mjs', '--port', String(port), '--deploy-dir', '.screens'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const current = server;
  return new Promise((resolveReady, reject) => {
    let seen = '';
    current.on('exit', (code) => {
      reject(new Error(`local-site.mjs exited with ${code}`));
      if (!stopping && current === server)
        setTimeout(() => {
          startServer().catch(() => {});
        }, 1000);
    });
    current.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      seen += chunk.toString();
      // One line per origin: the shell and three remotes.
      if ((seen.match(/http:\/\//g) ?? []).length >= 4) resolveReady(current);
    });
  });
}

/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const builtShell = join(root, 'shell', 'dist', 'index.html');

await startServer();
const browser = await chromium.launch(chromiumLaunchOptions);

/** @type {{ lang: string; width: number; route: string; scrollWidth: number; culprits: string[] }[]} */
const overflows = [];
let shots = 0;
/**
 * @param {string} lang
 * @param {number} width
 */
async function shoot(lang, width) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript((/** @type {string} */ value) => window.localStorage.setItem('lang', value), lang);
  const page = await context.newPage();
  for (const route of routes) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        while (!existsSync(builtShell)) await sleep(1000);
        await page.goto(origin + route, { waitUntil: 'networkidle' });
        await page.locator('main h1').first().waitFor({ timeout: 15000 });
        break;
      } catch (error) {
        if (attempt >= 5) throw error;
        await sleep(3000);
      }
    }
    // Network idle can come between a remote's manifest and its chunks on a
    // busy machine: wait until no remote placeholder is left and the page
    // height holds still.
    await page
      .waitForFunction(
        () => {
          const last = /** @type {Window & { __lastHeight?: number }} */ (window);
          return (
            ![...document.querySelectorAll('main [role="status"]')].some((el) => !el.closest('form')) &&
            document.fonts.status === 'loaded' &&
            last.__lastHeight === (last.__lastHeight = document.documentElement.scrollHeight)
          );
        },
        undefined,
        { polling: 400, timeout: 15000 },
      )
      .catch(() => console.warn(`${lang} ${width}px ${route}: still loading after 15 s`));
    // scrollWidth misses fixed elements such as the header, so also look for
    // any visible element past the viewport's edges that no ancestor clips.
    const wide = await page.evaluate(() => {
      const limit = window.innerWidth;
      /** @param {Element} el */
      const clipped = (el) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const { overflowX } = getComputedStyle(a);
          const box = a.getBoundingClientRect();
          if (overflowX !== 'visible' && box.right <= limit + 1 && box.left >= -1) return true;
        }
        return false;
      };
      /** @param {Element} el */
      const outside = (el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && (box.right > limit + 1 || box.left < -1);
      };
      const offenders = [...document.querySelectorAll('body *')]
        .filter((el) => outside(el) && getComputedStyle(el).visibility !== 'hidden' && !clipped(el))
        .filter((el) => !el.parentElement || !outside(el.parentElement));
      if (document.documentElement.scrollWidth <= limit && offenders.length === 0) return null;
      const culprits = offenders.slice(0, 5).map((el) => {
        const name = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
        const box = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}${name} (${Math.round(box.left)}..${Math.round(box.right)}px)`;
      });
      return { scrollWidth: document.documentElement.scrollWidth, culprits };
    });
    if (wide) overflows.push({ lang, width, route, ...wide });
    const file = join(outDir, lang, String(width), `${fileName(route)}.png`);
    mkdirSync(dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage: true });
    shots += 1;
  }
  await context.close();
}

// Three browser contexts at a time: quick, and gentle on a shared machine.
const jobs = langs.flatMap((lang) => widths.map((width) => /** @type {[string, number]} */ ([lang, width])));
try {
  const workers = Array.from({ length: Math.min(3, jobs.length) }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await shoot(...job);
  });
  await Promise.all(workers);
} finally {
  await browser.close();
  stopping = true;
  server?.kill();
}

console.log(`\n${shots} screenshots in ${outDir}`);
if (overflows.length === 0) {
  console.log('No page is wider than its viewport.');
} else {
  console.log(`${overflows.length} page(s) with content past the viewport's edge:`);
  for (const o of overflows)
    console.log(`  ${o.lang} ${o.width}px ${o.route}: scrollWidth ${o.scrollWidth}px; ${o.culprits.join(', ')}`);
  process.exitCode = 1;
}
