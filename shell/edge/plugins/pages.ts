import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl } from 'shared-ui/server-kit/headers';
import { retryAfterSeconds } from 'shared-ui/deploy/compose.mjs';
import type { PageQuery } from 'shared-ui/contract/page-query';
import { queryOf, requestPath } from 'shared-ui/server-kit/request-checks';
import { localizePath, notFoundRoute, resolveRoute, splitLocalizedPath } from 'shared-ui/site';
import type { EdgeMetrics } from '../metrics';
import { refuse, type EdgeSite } from '../site';
import { isFilePath, isUnserved } from './releases';

type PageKind = 'page' | 'notFound' | 'unavailable';

/**
 * Sends a page: the frame of `path` joined with its remote's fragments (503 without its own content), the
 * not-found page in the path's language (404), or, while the owning area's routes cannot be had, the frame with
 * the notice in place of its content (503: a crawler keeps the page). `owner` is the federation name of the area
 * whose prefixes hold the path (none: the shell's); `query`, the query its route resolved.
 */
function pageSender(site: EdgeSite, metrics: EdgeMetrics) {
  const { shell } = site;
  return async (reply: FastifyReply, path: string, kind: PageKind, owner?: string, query?: PageQuery) => {
    const { routes } = await site.routesOf(reply.request);
    const url = kind === 'notFound' ? localizePath(notFoundRoute, splitLocalizedPath(path).language) : path;
    const remotes = site.areasOf(reply.request);
    // The not-found page links to the path asked for in each language.
    const page = await site.assemble({ url, releases: remotes, routes, kind, path, ...(query ? { query } : {}) });
    // Said on the request's one log line: which remote parts have their notice, and why.
    site.note(
      reply.request,
      page.failed.map(({ slot, reason }) => `${slot.remote} ${slot.slot}: ${reason}`),
    );
    const { status } = page;
    metrics.page(
      owner,
      status,
      page.failed.map(({ slot }) => slot.remote),
      { remotes, shellRelease: shell.index.release ?? 'unknown' },
    );
    if (status === 503) reply.header('Retry-After', String(retryAfterSeconds));
    return reply
      .code(status)
      .headers(site.headers(remotes, page.inlineStyles))
      .header('Cache-Control', cacheControl.revalidate)
      .type('text/html; charset=utf-8')
      .send(page.html);
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
    return sendPage(reply, request.url.split('?')[0] ?? '/', 'notFound');
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
