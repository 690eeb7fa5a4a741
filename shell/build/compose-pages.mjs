#!/usr/bin/env node
// For hosts that cannot compose pages at request time (a bucket behind a
// CDN): writes every page, composed as the servers compose it per request
// (shared-ui/deploy/compose.mjs), from the shell's frames and the fragments of
// the remotes deployed now, plus sitemap.xml and robots.txt, with their
// brotli and gzip copies. The shell team runs it after the shell's deploy,
// and each remote team after repointing its area at a new build (see the
// README's "Deploying one remote on its own"): a page of a static host changes only then.
//
//   node shell/build/compose-pages.mjs --deploy-dir /srv/kestrel/deploy --out /srv/static-site
//   SITE_URL=https://staging.example.com node shell/build/compose-pages.mjs …
//
// Fragments come from each area's release in force (its areas/ file): one
// of the site from the deploy folder's releases/, one on an origin of its
// own over HTTP. The site's origin (canonical links, alternates, structured
// data, sitemap) is SITE_URL, else the site config's default. The shell's
// built files (shell/dist) and the deploy folder's releases/ are published
// beside the pages as they are.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compressTree } from '../../shared-ui/server-kit/precompress.mjs';
import { releaseReader, remoteBases, siteReleases } from '../../shared-ui/deploy/release-files.mjs';
import { pageAssembler } from '../deploy/assemble-page.mjs';
import { ownedPages, routesInForce } from '../deploy/routes-in-force.mjs';
import { readFrames, shellPages } from '../deploy/shell-pages.mjs';
import { languages, urlIn, writeSeoFiles } from '../deploy/seo-files.mjs';
import { prefixesInForce, readAreaLocation } from '../../shared-ui/deploy/area-locations.mjs';
import { cspViolations } from './page-html.mjs';
/** @import { Frame } from '../../shared-ui/deploy/compose.mjs' */
/** @import { Frames } from '../../shared-ui/contract/frames.mjs' */
/** @import { SiteRoutes } from '../../shared-ui/contract/routes.mjs' */
/** @import { Locations } from '../../shared-ui/contract/locations.mjs' */

const shellDist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));

/** How long a file of a release may take: a static export waits longer than a visitor. */
const deadlineMs = 10_000;

/**
 * Composes every page into `out`: the home page, every page of each area's
 * routes in force, and the not-found page (404.html, fr/404.html), in both
 * languages. locations: where each area is (name → its release and manifest URL);
 * releasesDir: the releases of the site (deploy-dir/releases); prefixes: which
 * prefixes each area owns (the shell build's defaults without them).
 * inlineCss: pages that carry their critical CSS, as the edge composes them,
 * for a host that sends each page's policy with its hash (the bench's); by
 * default they link their stylesheets, for a static host's one policy.
 * Fails on an area whose routes, or a page whose fragment, cannot be had, and
 * on a page the CSP would break.
 * @param {{ locations: Locations; releasesDir: string; out: string; dist?: string; origin?: string; prefixes?: Record<string, string[]>; pages?: { index: Frames; frame: (url: string, routes: SiteRoutes) => Promise<Frame> }; inlineCss?: boolean }} options
 * @returns {Promise<number>}
 */
export async function composePages({
  locations,
  releasesDir,
  out,
  dist = shellDist,
  origin: siteOrigin,
  prefixes,
  pages,
  inlineCss = false,
}) {
  const shell = pages ?? (await shellPages(dist));
  const frames = shell.index;
  const origin = new URL(siteOrigin || process.env.SITE_URL || frames.defaultOrigin).origin;
  // A release of the site on its origin, as the edge names it (browsers compare absolute URLs).
  /** @type {Locations} */
  const releases = Object.fromEntries(
    Object.entries(locations).map(([name, { release, manifest }]) => [
      name,
      { release, manifest: new URL(manifest, origin).href },
    ]),
  );
  const read = siteReleases(releasesDir, origin, releaseReader(deadlineMs));
  const inForce = prefixes ?? frames.prefixes;
  const { lists, routes, unread } = await routesInForce(() => inForce, read)(remoteBases(releases, origin));
  if (unread.length)
    throw new Error(
      `could not get the routes of ${unread.map(({ name, reason }) => `${name} (${reason})`).join(', ')}`,
    );
  const areaPages = lists.flatMap((list) => ownedPages(inForce, list));
  const assemble = pageAssembler({ index: frames, frame: shell.frame, origin, readRelease: read, deadlineMs });
  rmSync(out, { recursive: true, force: true });
  /** @type {{ url: string; file: string }[]} */
  const files = languages.flatMap((language) => [
    ...['/', ...areaPages.map((page) => page.path)].map((route) => {
      const url = urlIn(route, language);
      return { url, file: join(out, `${url === '/' ? '/index' : url}.html`) };
    }),
    { url: urlIn('/404', language), file: join(out, `${language === 'fr' ? 'fr/' : ''}404.html`) },
  ]);
  for (const { url, file } of files) {
    const { html, failed, inlineStyles } = await assemble({ url, releases, routes, inlineCss });
    if (failed.length)
      throw new Error(
        `${file}: could not get ${failed.map(({ slot, reason }) => `${slot.remote} ${slot.slot} (${reason})`).join(', ')}`,
      );
    const violations = cspViolations(html, inlineStyles);
    if (violations.length) throw new Error(`${file}: ${violations.join('; ')}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  writeSeoFiles(out, ['/', ...areaPages.filter((page) => !page.unlisted).map((page) => page.path)], origin);
  compressTree(out);
  return files.length;
}

async function cli() {
  try {
    // Strict: an unknown or malformed option stops the command with its name, before anything is written.
    const { values } = parseArgs({ options: { 'deploy-dir': { type: 'string' }, out: { type: 'string' } } });
    const { 'deploy-dir': deployDir, out } = values;
    if (!deployDir || !out) throw new Error('usage: compose-pages.mjs --deploy-dir <folder> --out <folder>');
    const started = Date.now();
    // Where each area is now: its location file in the deploy folder.
    const locations = Object.fromEntries(
      Object.keys(readFrames(shellDist).remotes).map((name) => [name, readAreaLocation(resolve(deployDir), name)]),
    );
    const prefixes = prefixesInForce(resolve(deployDir), readFrames(shellDist).prefixes, (message) => {
      throw new Error(message);
    })();
    const count = await composePages({
      locations,
      prefixes,
      releasesDir: resolve(deployDir, 'releases'),
      out: resolve(out),
    });
    console.log(`compose-pages: ${count} pages in ${Date.now() - started} ms → ${resolve(out)}`);
  } catch (error) {
    console.error(`compose-pages failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void cli();
