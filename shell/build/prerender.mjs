#!/usr/bin/env node
// Used by pnpm bench only, for its one-bundle build (the real build renders
// its pages in Node: build/frames.ts and build/compose-pages.mjs).
// Pre-renders every route of the site to static HTML, so a page shows before
// any script has run (the largest paint no longer waits for React, the
// federation runtime and a remote). Run after the four apps are built:
//
//   node shell/build/prerender.mjs                  (pnpm build runs it)
//   node shell/build/prerender.mjs --origin https://www.example.com
//   node shell/build/prerender.mjs --origin http://127.0.0.1:4810 --dist /tmp/other-build
//
// How: the built site is served locally (e2e/tools/serve.mjs), or read from a
// deployed --origin, and each route of sitemap.xml is rendered by the real
// app, remotes included, in headless Chromium. The page's #root, the head
// tags React rendered (title, description, canonical, Open Graph) and its
// stylesheets go into shell/dist/pages/<route>.html; index.html stays the
// app's empty page, the fallback for unknown paths.
//
// Independent deploys stay correct: the app replaces the pre-rendered page
// with what the deployed remotes render, so a remote redeployed since shows
// its new content once loaded; running this again (against the deployed
// site with --origin) refreshes the HTML. A remote's stylesheets are copied
// next to the shell's assets (content-hashed names), so the HTML never names
// a remote's origin, which differs per environment.
//
// The browser: CHROMIUM_PATH (or CHROME_PATH), else Debian's /usr/bin/chromium,
// else Playwright's own. With none, the step is skipped with a warning and
// the site still works, rendered in the browser only.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repo = resolve(shellDir, '..');
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), []),
);
// --dist: another build of the shell (pnpm bench pre-renders its one-bundle build too).
const dist = resolve(args.dist ?? join(shellDir, 'dist'));
const port = Number(process.env.PRERENDER_PORT ?? 4950);
/** The one inline script of the site (shell/build/page-start.js); its sha256 is in the shell's CSP. */
export const pageStart = readFileSync(join(shellDir, 'build', 'page-start.js'), 'utf8').trim();

async function launchBrowser() {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return undefined;
  }
  const candidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', undefined];
  for (const executablePath of candidates) {
    if (executablePath && !existsSync(executablePath)) continue;
    try {
      return await chromium.launch({
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
    } catch {
      // Try the next one (Playwright's own browser may not be installed).
    }
  }
  return undefined;
}

async function waitForServer(url, child) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error('the local server stopped');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((ready) => setTimeout(ready, 100));
  }
  throw new Error(`no answer from ${url}`);
}

/** Route paths from the sitemap the shell's build wrote. */
function readRoutes() {
  // Another build (--dist) without a sitemap of its own uses the shell's.
  const file = [join(dist, 'sitemap.xml'), join(shellDir, 'dist', 'sitemap.xml')].find((candidate) => existsSync(candidate));
  if (!file) throw new Error('no sitemap.xml: build the shell first');
  const sitemap = readFileSync(file, 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** In the page: its rendered root, React's head tags and stylesheets, once every remote part has loaded. */
function snapshot() {
  const root = document.getElementById('root');
  const clone = root.cloneNode(true);
  // Inline style attributes would break the CSP (no 'unsafe-inline'); the
  // few the app sets (positioning, animation delays) come back with React.
  for (const element of clone.querySelectorAll('[style]')) element.removeAttribute('style');
  const headTags = [
    ...document.head.querySelectorAll('title, meta[name="description"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"]'),
  ]
    .filter((element) => element.tagName !== 'TITLE' || element === document.head.querySelector('title'))
    .map((element) => {
      const copy = element.cloneNode(true);
      copy.setAttribute('data-prerendered', '');
      return copy.outerHTML;
    });
  const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href);
  return { html: clone.innerHTML, title: document.title, headTags, stylesheets };
}

/**
 * Same-origin stylesheets as they are; a remote's copied beside the shell's
 * assets. A remote's stylesheet also keeps its path inside the remote
 * (`data-href`, e.g. static/css/async/x.1a2b3c.css): the remote's CSS chunk
 * loader and the federation runtime's preloading (prerendered-styles-plugin)
 * both look for it, and so do not load the same rules a second time. The
 * name is content-hashed: a remote redeployed with other styles has another
 * name, and its new stylesheet loads as usual.
 */
async function stylesheetLinks(stylesheets, origin, remotes) {
  const links = [];
  for (const href of stylesheets) {
    const url = new URL(href);
    const remote = remotes.find(({ base }) => url.href.startsWith(base));
    const dataHref = remote && url.href.slice(remote.base.length);
    if (url.origin === origin) {
      links.push({ href: url.pathname, dataHref });
      continue;
    }
    const css = await (await fetch(url)).text();
    if (/url\(/.test(css)) throw new Error(`${href} refers to other files (url()); it cannot be copied beside the shell's assets`);
    const folder = remote?.name ?? url.host.replace(/[^\w.-]/g, '_');
    const path = `/static/css/prerendered/${folder}/${basename(url.pathname)}`;
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), css);
    links.push({ href: path, dataHref });
  }
  return links;
}

function pageHtml(template, page, links, language) {
  // The app's entry downloads at once (preload) but runs after the first
  // frame (the inline script), so the pre-rendered page paints without
  // waiting for JavaScript. The inline script comes after the stylesheets:
  // the parser waits for them before running it, so the body is parsed and
  // laid out once, with every style and (usually) Inter in place, instead of
  // a first layout before the stylesheets arrive and a second one after.
  const entry = template.match(/<script defer src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('index.html: no entry script found');
  const head = [
    `<link rel="preload" as="script" href="${entry[1]}" data-entry>`,
    ...page.headTags,
    ...links.map(({ href, dataHref }) => `<link rel="stylesheet" href="${href}"${dataHref ? ` data-href="${dataHref}"` : ''}>`),
    `<script>${pageStart}</script>`,
  ].join('');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}" data-prerendered="${language}" data-settling>`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(entry[0], '')
    .replace('</head>', `${head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>`);
}

async function main() {
  const browser = await launchBrowser();
  if (!browser) {
    console.warn('prerender: no Chromium found (set CHROMIUM_PATH); pages will render in the browser only.');
    return;
  }
  const stops = [() => browser.close()];
  const work = mkdtempSync(join(tmpdir(), 'prerender-'));
  stops.push(() => rmSync(work, { recursive: true, force: true }));
  try {
    let origin = args.origin?.replace(/\/$/, '');
    if (!origin) {
      const server = spawn('node', [join(repo, 'e2e', 'tools', 'serve.mjs'), '--port', String(port), '--deploy-dir', work], { stdio: 'ignore' });
      stops.unshift(() => server.kill());
      origin = `http://127.0.0.1:${port}`;
      await waitForServer(`${origin}/remotes.json`, server);
    }
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    const remotes = await (await fetch(`${origin}/remotes.json`)).json();
    // Each remote's files sit beside its manifest (publicPath 'auto').
    const remoteBases = Object.entries(remotes).map(([name, manifest]) => ({ name, base: new URL('.', new URL(manifest, origin)).href }));
    rmSync(join(dist, 'pages'), { recursive: true, force: true });
    rmSync(join(dist, 'static', 'css', 'prerendered'), { recursive: true, force: true });
    // Wide enough for the desktop navigation (loaded only from 1280px up) to
    // be in every page's HTML; CSS hides whichever navigation a screen doesn't use.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      window.__SITE_PRERENDER__ = true;
    });
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    const routes = readRoutes();
    const started = Date.now();
    for (const route of routes) {
      problems.length = 0;
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
      // Loaded: no loading placeholder left, and no remote failed.
      await page.waitForFunction(() => !document.querySelector('#root [data-remote-loading]') && document.querySelector('#root main h1'));
      if (await page.locator('#root [data-remote-failed]').count()) throw new Error(`${route}: a part of the page failed to load`);
      if (problems.length) throw new Error(`${route}: ${problems.join('; ')}`);
      const result = await page.evaluate(snapshot);
      const links = await stylesheetLinks(result.stylesheets, origin, remoteBases);
      const file = join(dist, 'pages', `${route === '/' ? '/index' : route}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageHtml(template, result, links, route === '/fr' || route.startsWith('/fr/') ? 'fr' : 'en'));
    }
    console.log(`prerender: ${routes.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s → ${join(dist, 'pages')}`);
  } finally {
    for (const stop of stops) await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`prerender failed: ${error.message}`);
    process.exit(1);
  });
}
