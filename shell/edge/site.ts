import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cacheControl, securityHeaders } from 'shared-ui/server-kit/headers';
import type { Frame } from 'shared-ui/deploy/compose.mjs';
import type { Frames } from 'shared-ui/contract/frames';
import { remoteBases, siteReleases } from 'shared-ui/deploy/release-files.mjs';
import { areasInForce, prefixesInForce } from 'shared-ui/deploy/area-locations.mjs';
import type { Location, Locations } from 'shared-ui/contract/locations';
import { ownerOfRoute } from 'shared-ui/contract/route-owner';
import type { SiteRoutes } from 'shared-ui/site';
import { pageAssembler } from '../deploy/assemble-page.mjs';
import { menusBothList, routesInForce } from '../deploy/routes-in-force.mjs';
import { shellPolicy } from '../deploy/shell-csp.mjs';
import type { EdgeConfig } from './config';
import { releaseFiles } from './releases';
import { pageReleases } from './page-releases';
import { canaryCounts } from './canary-counts';
import { perRequest } from './per-request';

/** The shell's pages: its frames index, and the frame of a URL for the routes in force (its render bundle). */
export interface ShellPages {
  index: Frames;
  frame: (url: string, routes: SiteRoutes) => Promise<Frame>;
}

/** The path of a URL without its query: all the log keeps of what was asked. */
export const pathOf = (url: string) => url.split('?')[0] ?? '';

/** The answer of a request refused before it reaches a route. */
const refusals = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  503: 'Service unavailable',
} as const;

export const refuse = (reply: FastifyReply, status: keyof typeof refusals, extra: Record<string, string> = {}) =>
  reply
    .code(status)
    .header('Cache-Control', cacheControl.revalidate)
    .headers(extra)
    .type('text/plain; charset=utf-8')
    .send(refusals[status]);

/** A text the edge makes (sitemap.xml, robots.txt, /remotes.json), with an ETag of its content: a revalidation is a 304. */
export function sendMade(request: FastifyRequest, reply: FastifyReply, text: string, type: string) {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(text);
}

/** What a request's log line says beyond its status: the remote parts that had their notice, and why. */
function requestNotes() {
  const notes = new WeakMap<FastifyRequest, string[]>();
  return {
    note: (request: FastifyRequest, lines: string[]) => {
      if (lines.length) notes.set(request, [...(notes.get(request) ?? []), ...lines]);
    },
    notes: (request: FastifyRequest) => notes.get(request) ?? [],
  };
}

/**
 * The security headers for the site's origin: the CSP names the origins of releases deployed elsewhere
 * (`releases`), and the extra ones, and allows a page's style elements (`inlineStyles`) by their hashes.
 */
function headersFor(siteOrigin: string, extraOrigins: string[]) {
  // Browsers use the Reporting API for a site served over HTTPS only (shared-ui/server-kit/headers.mjs).
  const reportingApi = siteOrigin.startsWith('https:');
  return (releases: Location[], inlineStyles: string[] = []): Record<string, string> => {
    const origins = releases
      .map(({ manifest }) => new URL(manifest, siteOrigin).origin)
      .filter((origin) => origin !== siteOrigin);
    return securityHeaders(
      shellPolicy({ remoteOrigins: [...new Set([...origins, ...extraOrigins])], inlineStyles, reportingApi }),
      { reportingApi },
    );
  };
}

/**
 * The frames rendered so far, per URL and routes in force: a page's frame is rendered on its first request, and
 * again once an area's routes (its menu entries) change. Concurrent requests share one render.
 */
function framesOf(shell: ShellPages) {
  const rendered = new LRUCache<string, Promise<Frame>>({ max: 500 });
  return (url: string, routes: SiteRoutes, keep: boolean): Promise<Frame> => {
    // Not kept (any path under an area whose routes are unknown): such paths never push real frames out.
    if (!keep) return shell.frame(url, routes);
    const key = `${url}\n${createHash('sha256').update(JSON.stringify(routes)).digest('base64url')}`;
    let frame = rendered.get(key);
    if (!frame) {
      frame = shell.frame(url, routes);
      rendered.set(key, frame);
      frame.catch(() => rendered.delete(key));
    }
    return frame;
  };
}

/**
 * What the edge's plugins share: the shell's pages, the site's origin, and, read once per request, where each
 * area is and the routes in force, so that a page, its CSP and its log line agree even during a repoint.
 */
export function edgeSite(config: EdgeConfig, shell: ShellPages, log: FastifyBaseLogger) {
  const siteOrigin = new URL(config.siteUrl ?? shell.index.defaultOrigin).origin;
  const warn = (message: string) => log.warn(message);
  const areas = areasInForce(config.deployDir, Object.keys(shell.index.remotes), warn);
  const files = releaseFiles({ maxBytes: config.cacheBytes });
  /** A release this edge serves is read from its folder, any other over HTTP through the cache. */
  const readRelease = siteReleases(config.releasesDir, siteOrigin, files.read);
  const { note, notes } = requestNotes();
  const { statesOf, releasesOf, areasOf, inForce, hasCanary, rolesOf, canariesOf, give } = pageReleases(
    areas,
    siteOrigin,
  );
  const prefixes = prefixesInForce(config.deployDir, shell.index.prefixes, warn);
  const readRoutes = routesInForce(prefixes, readRelease);
  const routesFor = (releases: Locations) => readRoutes(remoteBases(releases, siteOrigin));
  /**
   * Every area's routes in force for this request; one that cannot be had is said on its log line. An area given
   * its canary links in its menus only the pages its stable release has too.
   */
  const routesOf = perRequest(async (request) => {
    const picked = await routesFor(areasOf(request));
    note(
      request,
      picked.unread.map(({ name, reason }) => `${name} routes: ${reason}`),
    );
    const canaries = canariesOf(request);
    if (!canaries.length) return picked;
    const stable = await routesFor(releasesOf(request, {}));
    return { ...picked, routes: menusBothList(picked.routes, stable.routes, canaries) };
  });
  /** Gives a request's page load (of `route`, in English) its releases (page-releases.ts). */
  const pick = (request: FastifyRequest, route: string) =>
    give(request, route, ownerOfRoute(prefixes(), route), async (releases) => (await routesFor(releases)).routes);
  /** The state of each release in force that a page's bytes depend on (releases.ts: '' but for a linked one). */
  const releaseState = siteReleases(config.releasesDir, siteOrigin, (base) => files.state(base));
  /** Each routes in force seen, by a number: routesInForce gives the same object while they do not change. */
  const routesIds = new WeakMap<SiteRoutes, number>();
  let nextRoutesId = 0;
  /**
   * What a request's pages depend on beyond their URL and query, as one key: the shell's build, where each area
   * is and the state of its release, and the routes in force (the prefixes included).
   */
  const pagesKey = perRequest(async (request) => {
    const releases = areasOf(request);
    const states = await Promise.all(
      Object.values(remoteBases(releases, siteOrigin)).map((base) => releaseState(base, '')),
    );
    const { routes } = await routesOf(request);
    let routesId = routesIds.get(routes);
    if (routesId === undefined) routesIds.set(routes, (routesId = nextRoutesId++));
    return JSON.stringify([shell.index.release, releases, canariesOf(request), states, routesId]);
  });
  /** Any page of the site, for the releases and routes of a request (the shell's one assembler). */
  const assemble = pageAssembler({ index: shell.index, frame: framesOf(shell), origin: siteOrigin, readRelease });
  return {
    config,
    shell,
    siteOrigin,
    readRelease,
    statesOf,
    areasOf,
    inForce,
    hasCanary,
    rolesOf,
    canariesOf,
    pick,
    counts: canaryCounts(config.deployDir, warn),
    routesOf,
    pagesKey,
    assemble,
    headers: headersFor(siteOrigin, config.extraOrigins),
    note,
    notes,
  };
}

/** What the edge's plugins share (edgeSite). */
export type EdgeSite = ReturnType<typeof edgeSite>;
