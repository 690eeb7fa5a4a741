#!/usr/bin/env node
// Joins the shell's page frames (dist/frames/, written by the shell's build)
// with what each remote rendered for its routes and home blocks (its
// dist/fragments/, see shared-ui/build/fragments-contract.mjs) into complete
// pages: shell/dist/pages/<route>.html, French under pages/fr/, and the
// not-found page as pages/404.html and pages/fr/404.html. Both servers serve
// these files. No browser and no network: files in, files out.
//
//   node shell/build/compose-pages.mjs          (pnpm build runs it, with the remotes built beside the shell)
//   node shell/build/compose-pages.mjs --remote remote_products=/srv/remote-products/dist
//   SITE_URL=https://staging.example.com node shell/build/compose-pages.mjs
//
// SITE_URL is applied here, at deploy time: pages are rendered with a
// stand-in origin (renderedOrigin in shared-ui/src/config/site-url.ts) that
// this step replaces in every page, and it writes sitemap.xml and robots.txt
// with it. The app in the browser takes the origin from the page's canonical
// link. Without SITE_URL, the site config's default origin.
//
// A remote's stylesheets are copied beside the shell's assets (content-hashed
// names), so the HTML never names a remote's origin, which differs per
// environment; each keeps its path inside the remote (data-href), so the
// remote's CSS loader does not load the same rules a second time.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFragmentsIndex } from '../../shared-ui/build/fragments-contract.mjs';
import { compressFile, compressTree } from '../../shared-ui/build/precompress.mjs';
import { fragmentTokenPattern, headToken, unallowedInlineScripts, unallowedStyleAttributes } from './page-html.mjs';

const shellDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repo = resolve(shellDir, '..');
const shellDist = join(shellDir, 'dist');

/** Where each remote's build is: its dist/ beside the shell, unless --remote name=dir says otherwise. */
function remoteDirs(argv) {
  const dirs = {
    remote_services: join(repo, 'remote-services', 'dist'),
    remote_products: join(repo, 'remote-products', 'dist'),
    remote_company: join(repo, 'remote-company', 'dist'),
  };
  argv.forEach((value, index) => {
    if (value !== '--remote') return;
    const [name, dir] = (argv[index + 1] ?? '').split('=');
    if (!name || !dir) throw new Error('--remote takes name=dir');
    dirs[name] = resolve(dir);
  });
  return dirs;
}

/** The URL path of a route's page in a language, and the file it is served from. */
const pageFile = (dist, route, language) => join(dist, 'pages', `${route === '/' && language === 'en' ? '/index' : localized(route, language)}.html`);

/** Joins the pages into `dist` (the shell's build, dist/frames/ read from it): shell/dist unless told. */
export function composePages(argv = [], dist = shellDist) {
  const dirs = remoteDirs(argv);
  // Read when a page needs it: a site may leave a remote's pages out of a join.
  const remotes = {};
  const { renderedOrigin, defaultOrigin, frames } = JSON.parse(readFileSync(join(dist, 'frames', 'frames.json'), 'utf8'));
  const origin = new URL(process.env.SITE_URL || defaultOrigin).origin;
  rmSync(join(dist, 'pages'), { recursive: true, force: true });
  rmSync(join(dist, 'static', 'css', 'prerendered'), { recursive: true, force: true });

  const stylesheetLinks = (name, stylesheets) =>
    stylesheets.map((path) => {
      const href = `/static/css/prerendered/${name}/${basename(path)}`;
      mkdirSync(dirname(join(dist, href)), { recursive: true });
      copyFileSync(join(remoteOf(name).dir, path), join(dist, href));
      return `<link rel="stylesheet" href="${href}" data-href="${path}">`;
    });
  const remoteOf = (name) => {
    const dir = dirs[name];
    if (!dir) throw new Error(`no build of ${name} (give it with --remote ${name}=dir)`);
    remotes[name] ??= { dir, index: readFragmentsIndex(join(dir, 'fragments')) };
    return remotes[name];
  };

  for (const frame of frames) {
    const read = (name, file) => readFileSync(join(remoteOf(name).dir, 'fragments', file), 'utf8');
    let html = readFileSync(join(dist, 'frames', frame.file), 'utf8');
    const head = [];
    if (frame.module) {
      // The route's content: the remote's page, its head tags and stylesheets.
      const [name, module] = frame.module.split('/');
      const page = remoteOf(name).index.pages[frame.route];
      if (page?.module !== module) throw new Error(`${name} rendered no ${module} for ${frame.route}`);
      head.push(read(name, page[frame.language].head), ...stylesheetLinks(name, page.stylesheets));
    }
    html = html.replace(fragmentTokenPattern, (_, name, module) => {
      const page = frame.module === `${name}/${module}` ? remoteOf(name).index.pages[frame.route] : undefined;
      if (page) return read(name, page[frame.language].body);
      const block = remoteOf(name).index.blocks[module];
      if (!block) throw new Error(`${name} rendered no ${module} (${frame.file})`);
      head.push(...stylesheetLinks(name, block.stylesheets));
      return read(name, block[frame.language]);
    });
    html = frame.module ? html.replace(headToken, () => head.join('')) : html.replace('</head>', () => `${head.join('')}</head>`);
    html = html.replaceAll(renderedOrigin, origin);
    const file = pageFile(dist, frame.route, frame.language);
    const unallowed = unallowedStyleAttributes(html);
    if (unallowed.length) throw new Error(`${file}: style attributes the CSP blocks (add them to allowedStyleAttributes in page-html.mjs if they must stay): ${unallowed.join(', ')}`);
    const scripts = unallowedInlineScripts(html);
    if (scripts.length) throw new Error(`${file}: inline scripts the CSP blocks: ${scripts.join(' | ')}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  writeSeoFiles(dist, [...new Set(frames.map((frame) => frame.route))].filter((route) => route !== notFoundRoute), origin);
  // Files written after the bundler get the brotli and gzip copies the servers send.
  compressTree(join(dist, 'pages'));
  compressTree(join(dist, 'static', 'css', 'prerendered'));
  compressFile(join(dist, 'sitemap.xml'));
  return frames.length;
}

/** The frame of the not-found page (shell/src/render/frames.tsx): no page of the site, left out of the sitemap. */
const notFoundRoute = '/404';

/** The URL path of a route in a language: /about, /fr/about, /fr for the French home page. */
const localized = (route, language) => (language === 'fr' ? (route === '/' ? '/fr' : `/fr${route}`) : route);

/** sitemap.xml (every route in both languages, each with its alternates) and robots.txt pointing at it. */
function writeSeoFiles(dist, routes, origin) {
  const url = (route, language) => `${origin}${localized(route, language)}`;
  const alternates = (route) =>
    [
      `    <xhtml:link rel="alternate" hreflang="en" href="${url(route, 'en')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="fr" href="${url(route, 'fr')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(route, 'en')}"/>`,
    ].join('\n');
  const entries = ['en', 'fr'].flatMap((language) => routes.map((route) => `  <url>\n    <loc>${url(route, language)}</loc>\n${alternates(route)}\n  </url>`));
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const started = Date.now();
    const count = composePages(process.argv.slice(2));
    console.log(`compose-pages: ${count} pages in ${Date.now() - started} ms → ${join(shellDist, 'pages')}`);
  } catch (error) {
    console.error(`compose-pages failed: ${error.message}`);
    process.exit(1);
  }
}
