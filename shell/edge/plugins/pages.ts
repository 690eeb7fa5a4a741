import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl } from 'shared-ui/server-kit/headers';
import { escapeHtml, retryAfterSeconds } from 'shared-ui/deploy/compose.mjs';
import type { PageQuery } from 'shared-ui/contract/page-query';
import { queryOf, requestPath } from 'shared-ui/server-kit/request-checks';
import { localizePath, notFoundRoute, resolveRoute, splitLocalizedPath } from 'shared-ui/site';
import type { EdgeMetrics } from '../metrics';
import { pageCache, sendKept } from '../page-cache';
import { refuse, type EdgeSite } from '../site';
import { isFilePath, isUnserved } from './releases';

type PageKind = 'page' | 'notFound' | 'unavailable';

/** Where the not-found page kept for every unknown path links to the path asked for, filled in per request. */
const typedPath = '/~typed-path~';
/** The longest path asked for that the not-found page links to; a longer one, the home page in each language. */
const maxTypedPath = 2000;

/**
 * Sends a page: the frame of `path` joined with its remote's fragments (503 without its own content), the
 * not-found page in the path's language (404), or, while the owning area's routes cannot be had, the frame with
 * the notice in place of its content (503: a crawler keeps the page). `owner` is the federation name of the area
 * whose prefixes hold the path (none: the shell's); `query`, the query its route resolved. A page composed with
 * every area's routes read and every fragment had is kept (page-cache.ts) under its URL, query and what the
 * request's pages depend on (site.ts), and the not-found page once per language, for every unknown path.
 */
function pageSender(site: EdgeSite, metrics: EdgeMetrics) {
  const { shell } = site;
  const cache = pageCache(site.config.pageCacheBytes, metrics.pageCache);
  return async (reply: FastifyReply, path: string, kind: PageKind, owner?: string, query?: PageQuery) => {
    const { request } = reply;
    const { routes, unread } = await site.routesOf(request);
    const { language, path: route } = splitLocalizedPath(path);
    const url = kind === 'notFound' ? localizePath(notFoundRoute, language) : path;
    const remotes = site.areasOf(request);
    const key = `${kind} ${url} ${JSON.stringify(query ?? null)} ${await site.pagesKey(request)}`;
    const page = await cache.page(
      key,
      // The not-found page is sent filled in, compressed as it goes: only its text is kept.
      kind === 'notFound' ? 'text' : 'compressed',
      // The not-found page links to the path asked for in each language: filled in below.
      () =>
        site.assemble({
          url,
          releases: remotes,
          canaries: site.canariesOf(request),
          routes,
          kind,
          ...(kind === 'notFound' ? { path: typedPath } : {}),
          ...(query ? { query } : {}),
        }),
      ({ status, failed }) => (status === 200 || status === 404) && failed.length === 0 && unread.length === 0,
    );
    // Said on the request's one log line: which remote parts have their notice, and why.
    site.note(
      request,
      page.failed.map(({ slot, reason }) => `${slot.remote} ${slot.slot}: ${reason}`),
    );
    const { status } = page;
    const failed = page.failed.map(({ slot }) => slot.remote);
    metrics.page(owner, status, failed, { remotes, shellRelease: shell.index.release ?? 'unknown' });
    // While an area has a canary, the page counts for the rule that withdraws one doing worse (canary-counts.ts).
    if (site.hasCanary(request))
      for (const row of site.counts.count({
        states: site.statesOf(request),
        releases: remotes,
        roles: site.rolesOf(request),
        areas: page.areas,
        failed: status === 503 && owner ? [...failed, owner] : failed,
      }))
        metrics.canaryPage(row);
    if (status === 503) reply.header('Retry-After', String(retryAfterSeconds));
    reply
      .code(status)
      .headers(site.headers(site.inForce(request), page.inlineStyles))
      // While an area has a canary, a page is one visitor's pick: no shared cache keeps it for everyone.
      .header('Cache-Control', site.hasCanary(request) ? cacheControl.perPageLoad : cacheControl.revalidate)
      .type('text/html; charset=utf-8');
    if (kind !== 'notFound') return 'bodies' in page ? sendKept(reply, page) : reply.send(page.html);
    // Compressed as it is sent (plugins/requests.ts), at the levels of every answer made per request.
    const html = 'bodies' in page ? page.bodies.identity.toString() : page.html;
    // A path of this site, as a URL: one leading slash (never //host), percent-encoded, escaped; put in as it is
    // (split and joined: a replacement string would read its $ patterns).
    const linked = route.length > maxTypedPath ? '/' : encodeURI(route.replace(/^\/+/, '/'));
    const french = localizePath(typedPath, 'fr');
    return reply.send(
      html
        .split(french)
        .map((part) => part.split(typedPath).join(escapeHtml(linked)))
        .join(escapeHtml(localizePath(linked, 'fr'))),
    );
  };
}

/**
 * Every page, composed per request: the shell's frame of its path joined with the fragments of the areas
 * deployed now; the not-found page (404) for a path no route holds; and the shell's own files.
 */
export const pages = fp<{ site: EdgeSite; metrics: EdgeMetrics }>((app, { site, metrics }, done) => {
  const sendPage = pageSender(site, metrics);

  /**
   * A path that is no file, by the routes in force: the home page; under an area's prefixes, its page, a 301 for
   * one of its old addresses (to a path it owns), 503 while its routes cannot be had; any other path, the
   * not-found page.
   */
  async function sendPath(request: FastifyRequest, reply: FastifyReply, path: string) {
    const { language, path: route } = splitLocalizedPath(path);
    await site.pick(request, route);
    const resolved = resolveRoute((await site.routesOf(request)).routes, route, queryOf(request.url));
    switch (resolved.kind) {
      case 'redirect':
        return reply
          .code(301)
          .header('Location', localizePath(resolved.to, language).concat(queryOf(request.url)))
          .send();
      case 'page':
        return sendPage(reply, path, 'page', resolved.area, resolved.query);
      case 'unknown':
        return sendPage(reply, path, 'unavailable', resolved.area);
      case 'shell':
        return sendPage(reply, path, route === '/' ? 'page' : 'notFound');
      default:
        return sendPage(reply, path, 'notFound', resolved.area);
    }
  }

  app.setNotFoundHandler((request, reply) => {
    // A service's or a release's path names no page: a file missing from a release is a plain 404.
    if (/^\/(?:api|releases)\//.test(request.url)) return refuse(reply, 404);
    // The path decoded, as the pages' route reads it (the router leaves a %2F to this handler).
    return sendPage(reply, requestPath(request.url) ?? request.url.split('?')[0] ?? '/', 'notFound');
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const path = requestPath(request.url) ?? '';
      if (isUnserved(path)) return reply.callNotFound();
      if (isFilePath(path)) return reply.sendFile(path.slice(1));
      return sendPath(request, reply, path);
    },
  });
  done();
});
