import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { cacheControl, securityHeaders } from 'shared-ui/deploy/headers.mjs';
import {
  readAreaRoutes,
  remoteBases,
  siteReleases,
  siteRoutesOf,
  type Frame,
  type Frames,
} from 'shared-ui/deploy/compose.mjs';
import { areasInForce, prefixesInForce } from 'shared-ui/deploy/area-locations.mjs';
import type { RoutesList } from 'shared-ui/deploy/fragments-contract.mjs';
import type { SiteRoutes } from 'shared-ui/site';
import { shellPolicy } from '../deploy/shell-csp.mjs';
import type { EdgeConfig } from './config';
import { releaseFiles } from './releases';

/** The shell's pages: its frames index, and the frame of a URL for the routes in force (its render bundle). */
export interface ShellPages {
  index: Frames;
  frame: (url: string, routes: SiteRoutes) => Promise<Frame>;
}

/** The answer of a request refused before it reaches a route. */
const refusals = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  503: 'Service unavailable',
} as const;

/** The path of a URL without its query: all the log keeps of what was asked. */
export const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * What the edge's plugins share: the shell's pages, the site's origin, and, read once per request, where each
 * area is and the routes in force, so that a page, its CSP and its log line agree even during a repoint.
 */
export function edgeSite(config: EdgeConfig, shell: ShellPages, log: FastifyBaseLogger) {
  const siteOrigin = new URL(config.siteUrl ?? shell.index.defaultOrigin).origin;
  // Browsers use the Reporting API for a site served over HTTPS only (shared-ui/deploy/headers.mjs).
  const reportingApi = siteOrigin.startsWith('https:');
  const warn = (message: string) => log.warn(message);
  const areas = areasInForce(config.deployDir, Object.keys(shell.index.remotes), warn);
  const prefixes = prefixesInForce(config.deployDir, shell.index.prefixes, warn);
  const files = releaseFiles({ maxBytes: config.cacheBytes, revalidateMs: config.revalidateMs });
  /** A release this edge serves is read from its folder, any other over HTTP through the cache. */
  const readRelease = siteReleases(config.releasesDir, siteOrigin, files.read);

  /** What a request's log line says beyond its status: the remote parts that had their notice, and why. */
  const notes = new WeakMap<FastifyRequest, string[]>();
  const note = (request: FastifyRequest, lines: string[]) => {
    if (lines.length) notes.set(request, [...(notes.get(request) ?? []), ...lines]);
  };

  /** Where each area is, on the site's origin for a release this edge serves (as browsers compare them). */
  const inForce = new WeakMap<FastifyRequest, Record<string, string>>();
  const areasOf = (request: FastifyRequest): Record<string, string> => {
    let manifests = inForce.get(request);
    if (!manifests) {
      const read = Object.entries(areas()).map(
        ([name, manifest]) => [name, new URL(manifest, siteOrigin).href] as const,
      );
      inForce.set(request, (manifests = Object.fromEntries(read)));
    }
    return manifests;
  };

  /** The routes last read from each release (by its base URL), for while it does not answer. */
  const lastGood = new LRUCache<string, RoutesList>({ max: 200 });
  const routesInForce = new WeakMap<
    FastifyRequest,
    Promise<{ lists: RoutesList[]; routes: SiteRoutes; complete: boolean }>
  >();
  /**
   * Every area's routes in force for this request (their routes.json, kept as their other files are); one that
   * cannot be had is said on the request's log line.
   */
  function routesOf(request: FastifyRequest) {
    let read = routesInForce.get(request);
    if (!read) {
      read = (async () => {
        const bases = remoteBases(areasOf(request), siteOrigin);
        const owned = prefixes();
        const read = await readAreaRoutes(bases, Object.keys(owned), readRelease);
        note(
          request,
          read.flatMap(({ name, reason }) => (reason ? [`${name} routes: ${reason}`] : [])),
        );
        // A release is never replaced: the routes once read from it still hold while it does not answer.
        const lists = read.map((area) => {
          const base = bases[area.name] ?? '';
          if (area.list) lastGood.set(base, area.list);
          return area.list ? area : { ...area, list: lastGood.get(base) };
        });
        return {
          lists: lists.flatMap(({ list }) => (list ? [list] : [])),
          routes: siteRoutesOf(owned, lists),
          complete: lists.every(({ list }) => list),
        };
      })();
      routesInForce.set(request, read);
    }
    return read;
  }

  /**
   * The security headers: the CSP names the origins of areas deployed elsewhere (`manifests`), and the extra
   * ones, and allows a page's style elements (`inlineStyles`) by their hashes.
   */
  function headers(manifests: Record<string, string>, inlineStyles: string[] = []): Record<string, string> {
    const origins = Object.values(manifests)
      .map((manifest) => new URL(manifest, siteOrigin).origin)
      .filter((origin) => origin !== siteOrigin);
    return securityHeaders(
      shellPolicy({ remoteOrigins: [...new Set([...origins, ...config.extraOrigins])], inlineStyles, reportingApi }),
      { reportingApi },
    );
  }

  const refuse = (reply: FastifyReply, status: keyof typeof refusals, extra: Record<string, string> = {}) =>
    reply
      .code(status)
      .header('Cache-Control', cacheControl.revalidate)
      .headers(extra)
      .type('text/plain; charset=utf-8')
      .send(refusals[status]);

  /** A text the edge makes (sitemap.xml, robots.txt, /remotes.json), with an ETag of its content: a revalidation is a 304. */
  const sendMade = (request: FastifyRequest, reply: FastifyReply, text: string, type: string) => {
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(text);
  };

  return {
    config,
    shell,
    siteOrigin,
    readRelease,
    areas,
    areasOf,
    routesOf,
    headers,
    refuse,
    sendMade,
    note,
    notes: (request: FastifyRequest) => notes.get(request) ?? [],
  };
}

/** What the edge's plugins share (edgeSite). */
export type EdgeSite = ReturnType<typeof edgeSite>;
