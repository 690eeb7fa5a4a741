import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { constants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import { cacheControl, compression, isImmutable, securityHeaders } from 'shared-ui/deploy/headers.mjs';
import { LRUCache } from 'lru-cache';
import {
  compose,
  ownedPages,
  readAreaRoutes,
  releaseFragments,
  remoteBases,
  retryAfterSeconds,
  shellPages,
  siteReleases,
  siteRoutesOf,
  type Frame,
  type Frames,
} from 'shared-ui/deploy/compose.mjs';
import { seoFiles } from '../deploy/seo-files.mjs';
import { shellPolicy } from '../deploy/shell-csp.mjs';
import type { EdgeConfig } from './config';
import { areasInForce, prefixesInForce } from 'shared-ui/deploy/area-locations.mjs';
import type { PageQuery, RoutesList } from 'shared-ui/deploy/fragments-contract.mjs';
import { localizePath, notFoundRoute, resolveRoute, splitLocalizedPath, type SiteRoutes } from 'shared-ui/site';
import { releaseFiles } from './releases';
import { edgeMetrics, type EdgeMetrics } from './metrics';
import { fieldApiPrefix } from 'field/contract';
import { canonicalAddress, queryOf, requestPath, validHost } from 'shared-ui/deploy/request-checks.mjs';

/** Where the edge says whether it takes requests: 200 while it serves, 503 once it drains. */
export const readinessPath = '/_edge/ready';

/** The answer of a request refused before it reaches a route. */
const refusals = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  503: 'Service unavailable',
} as const;

/** Headers of one connection (RFC 9110, 7.6.1), never passed on. */
const hopByHop = /^(?:connection|keep-alive|proxy-connection|te|trailer|transfer-encoding|upgrade)$/i;
const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.test(name)));

/** The shell's pages: its frames index, and the frame of a URL for the routes in force (its render bundle). */
export interface ShellPages {
  index: Frames;
  frame: (url: string, routes: SiteRoutes) => Promise<Frame>;
}

/** The path of a URL without its query: all the log keeps of what was asked. */
const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * The shell's edge: it serves the shell's files (with the build's brotli and
 * gzip copies), composes every page per request from the shell's frame and
 * the fragments of the remote deployed now (its areas/ file), compresses what it
 * composes, passes /api/* on to the services behind it, and sends the
 * production headers (shared-ui/deploy/headers.mjs) on every answer.
 */
export async function buildEdge(
  config: EdgeConfig,
  pages?: ShellPages,
  metrics: EdgeMetrics = edgeMetrics(),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: process.env.EDGE_LOG_LEVEL ?? 'info',
      // Fastify's own error lines name the request: its method and path, never its query.
      serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }) },
    },
    // One line per request (the onResponse hook below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // While it drains (SIGTERM), a new request gets a 503 and idle connections close.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    requestTimeout: 30_000,
    // Behind a front (nginx), the visitor's address is the one it names: the enquiry service limits by it.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    bodyLimit: 64 * 1024,
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(headers(areas()))
        .header('Cache-Control', cacheControl.revalidate)
        .type('text/plain; charset=utf-8')
        .send(refusals[400]);
    },
  });

  /** The remote parts a composed page has the notice of, per request, for its log line. */
  const missing = new WeakMap<FastifyRequest, string[]>();
  // The shell's pages, loaded once: a shell deploy restarts the edge (SIGTERM drains it), whose frames,
  // render bundle and chunks are then all of the new build.
  const loaded = pages ?? (await shellPages(config.shellDist));
  const shell = () => Promise.resolve(loaded);
  const { index: started } = loaded;
  const siteOrigin = new URL(config.siteUrl ?? started.defaultOrigin).origin;
  // Browsers use the Reporting API for a site served over HTTPS only (shared-ui/deploy/headers.mjs).
  const reportingApi = siteOrigin.startsWith('https:');
  const areas = areasInForce(config.deployDir, Object.keys(started.remotes), (message) => app.log.warn(message));
  /**
   * Where each area is, on the site's origin for a release this edge serves (as browsers compare
   * them), read once per request: its page, its CSP and its log agree even during a repoint.
   */
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
  const files = releaseFiles({ maxBytes: config.cacheBytes, revalidateMs: config.revalidateMs });
  /** A release this edge serves is read from its folder, any other over HTTP through the cache. */
  const readRelease = siteReleases(config.releasesDir, siteOrigin, files.read);
  const prefixes = prefixesInForce(config.deployDir, started.prefixes, (message) => app.log.warn(message));

  /**
   * Every area's routes in force for this request (their routes.json, kept as their other files are),
   * read once per request; one that cannot be had is said on the request's log line.
   */
  /** The routes last read from each release (by its base URL), for while it does not answer. */
  const lastGood = new LRUCache<string, RoutesList>({ max: 200 });
  const routesInForce = new WeakMap<
    FastifyRequest,
    Promise<{ lists: RoutesList[]; routes: SiteRoutes; complete: boolean }>
  >();
  function routesOf(request: FastifyRequest) {
    let read = routesInForce.get(request);
    if (!read) {
      read = (async () => {
        const bases = remoteBases(areasOf(request), siteOrigin);
        const inForce = prefixes();
        const read = await readAreaRoutes(bases, Object.keys(inForce), readRelease);
        const failed = read.flatMap(({ name, reason }) => (reason ? [`${name} routes: ${reason}`] : []));
        // A release is never replaced: the routes once read from it still hold while it does not answer.
        const lists = read.map((area) => {
          const base = bases[area.name] ?? '';
          if (area.list) lastGood.set(base, area.list);
          return area.list ? area : { ...area, list: lastGood.get(base) };
        });
        if (failed.length) missing.set(request, [...(missing.get(request) ?? []), ...failed]);
        return {
          lists: lists.flatMap(({ list }) => (list ? [list] : [])),
          routes: siteRoutesOf(inForce, lists),
          complete: lists.every(({ list }) => list),
        };
      })();
      routesInForce.set(request, read);
    }
    return read;
  }

  /**
   * sitemap.xml from the home page and every page an area lists and owns under the prefixes in force;
   * undefined while one area's routes cannot be had (a sitemap without its pages would drop them).
   */
  async function sitemapOf(request: FastifyRequest): Promise<string | undefined> {
    const { lists, routes, complete } = await routesOf(request);
    if (!complete) return undefined;
    const owned = lists.flatMap((list) => ownedPages(routes.prefixes, list).filter((page) => !page.unlisted));
    return seoFiles(['/', ...owned.map((page) => page.path)], siteOrigin)['sitemap.xml'];
  }

  /**
   * The frames rendered so far, per URL and routes in force: a page's frame is rendered on its first
   * request, and again once an area's routes (its menu entries) change. Concurrent requests share one render.
   */
  const rendered = new LRUCache<string, Promise<Frame>>({ max: 500 });
  async function frameOf(url: string, routes: SiteRoutes, keep = true): Promise<Frame> {
    // Not kept (any path under an area whose routes are unknown): such paths never push real frames out.
    if (!keep) return (await shell()).frame(url, routes);
    const key = `${url}\n${createHash('sha256').update(JSON.stringify(routes)).digest('base64url')}`;
    let frame = rendered.get(key);
    if (!frame) {
      const { frame: render } = await shell();
      frame = render(url, routes);
      rendered.set(key, frame);
      frame.catch(() => rendered.delete(key));
    }
    return frame;
  }

  /** A text the edge makes (sitemap.xml, robots.txt, /remotes.json), with an ETag of its content: a revalidation is a 304. */
  const sendMade = (request: FastifyRequest, reply: FastifyReply, text: string, type: string) => {
    const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(type).send(text);
  };

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

  /**
   * A page: the frame of `path` joined with its remote's fragments (503 without its own content), the
   * not-found page in the path's language (404), or, while the owning area's routes cannot be had, the
   * frame with the notice in place of its content (503: a crawler keeps the page).
   */
  async function sendPage(
    reply: FastifyReply,
    path: string,
    kind: 'page' | 'notFound' | 'unavailable',
    /** The federation name of the area whose prefixes hold the path; none: the shell's. */
    owner?: string,
    /** The query its route resolved: one its routes list, that the request asks for. */
    query?: PageQuery,
  ) {
    const { index } = await shell();
    const { routes } = await routesOf(reply.request);
    const url = kind === 'notFound' ? localizePath(notFoundRoute, splitLocalizedPath(path).language) : path;
    const frame = await frameOf(url, routes, kind !== 'unavailable');
    const manifests = areasOf(reply.request);
    const fromReleases = releaseFragments(remoteBases(manifests, siteOrigin), readRelease);
    const page = await compose(index, frame, {
      fragments:
        kind === 'unavailable'
          ? (slot, language) =>
              slot.slot === 'page'
                ? Promise.reject(new Error('its routes cannot be had'))
                : fromReleases(slot, language)
          : fromReleases,
      manifests,
      routes,
      origin: siteOrigin,
      ...(query ? { query } : {}),
      // The not-found page links to the path asked for in each language.
      path,
    });
    // Said on the request's one log line: which remote parts have their notice, and why.
    missing.set(reply.request, [
      ...(missing.get(reply.request) ?? []),
      ...page.failed.map(({ slot, reason }) => `${slot.remote} ${slot.slot}: ${reason}`),
    ]);
    const status = kind === 'notFound' ? 404 : page.status;
    metrics.page(
      owner,
      status,
      page.failed.map(({ slot }) => slot.remote),
      { manifests, shellRelease: index.release ?? 'unknown', origin: siteOrigin },
    );
    if (status === 503) reply.header('Retry-After', String(retryAfterSeconds));
    return reply
      .code(status)
      .headers(headers(manifests, page.inlineStyles))
      .header('Cache-Control', cacheControl.revalidate)
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  /**
   * A path that is no file, by the routes in force: the home page; under an area's prefixes, its page, a
   * 301 for one of its old addresses (to a path it owns), 503 while its routes cannot be had; any other
   * path, the not-found page.
   */
  async function sendPath(request: FastifyRequest, reply: FastifyReply, path: string) {
    const { language, path: route } = splitLocalizedPath(path);
    const resolved = resolveRoute((await routesOf(request)).routes, route, queryOf(request.url));
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

  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(headers(areasOf(request)));
    if (url.startsWith('/api/')) return done();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void refuse(reply, 405, { Allow: 'GET, HEAD' });
      return;
    }
    const path = requestPath(url);
    if (!path || !validHost(request.headers.host)) {
      void refuse(reply, 400);
      return;
    }
    reply.header('Cache-Control', isImmutable(path) ? cacheControl.immutable : cacheControl.revalidate);
    // One range of a file as stored: compressed bodies have other offsets.
    if (request.headers.range) delete request.headers['accept-encoding'];
    done();
  });

  // A file sent as it is stored, smaller than a packet, is not worth compressing (as nginx's
  // gzip_min_length): @fastify/compress measures strings and buffers, not files, so a small
  // file is marked with the plugin's own switch before its hook runs (route hooks come after these).
  app.addHook('onSend', (request, reply, payload, done) => {
    const length = Number(reply.getHeader('content-length'));
    if (typeof (payload as { pipe?: unknown } | null)?.pipe === 'function' && length < compression.minLength)
      request.headers['x-no-compression'] = '1';
    done(null, payload);
  });

  // Draining (app.close(), on SIGTERM): what is under way is answered, then its connection closes,
  // so that a keep-alive visitor does not hold the process open.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const notices = missing.get(request) ?? [];
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ...(notices.length ? { missing: notices } : {}),
    };
    if (notices.length) request.log.warn(line, 'served');
    else request.log.info(line, 'served');
    done();
  });

  // Registered before the routes, which they hook into.
  await app.register(fastifyCompress, {
    threshold: compression.minLength,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: compression.brotliLevel } },
    zlibOptions: { level: compression.gzipLevel },
    customTypes: (type: string) => compression.types.includes(type.split(';')[0]?.trim() ?? ''),
  });
  // The shell's files, by reply.sendFile only: which URL means which file is decided below.
  await app.register(fastifyStatic, {
    root: config.shellDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'deny',
  });

  await app.register(async (api) => {
    // The services behind /api/* get each request's body as it came.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    // No base: each request names its service's origin (field reports, or the enquiry service).
    await api.register(fastifyReplyFrom, { http: { requestOptions: { timeout: config.apiTimeoutMs } } });
    api.all('/api/*', { compress: false }, (request, reply) => {
      const upstream = request.url.startsWith(fieldApiPrefix) ? config.fieldUpstream : config.apiUpstream;
      if (!upstream) return refuse(reply, 404);
      return reply.from(new URL(request.url, upstream).href, {
        rewriteRequestHeaders: (_request, requestHeaders) => ({ ...requestHeaders, 'x-forwarded-for': request.ip }),
        // The service's own headers (its caching and CORS) with the site's policy added; not those of its
        // connection to the edge (hop-by-hop), which would keep a visitor's connection open against its wish.
        rewriteHeaders: (responseHeaders) => ({ ...withoutHopByHop(responseHeaders), ...headers(areasOf(request)) }),
        onError: (failed, { error }) => {
          request.log.warn({ path: pathOf(request.url), error: error.message }, 'upstream failed');
          const timedOut = /timeout/i.test(error.message);
          void failed
            .code(timedOut ? 504 : 502)
            .headers(headers(areasOf(request)))
            .type('text/plain; charset=utf-8')
            .send(timedOut ? 'Gateway timeout' : 'Bad gateway');
        },
      });
    });
  });

  app.get(readinessPath, (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ready' }));

  app.setNotFoundHandler((request, reply) => {
    // A service's or a release's path names no page: a file missing from a release is a plain 404.
    if (/^\/(?:api|releases)\//.test(request.url)) return refuse(reply, 404);
    return sendPage(reply, request.url.split('?')[0] ?? '/', 'notFound');
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const url = request.url;
      const path = requestPath(url) ?? '';
      // Each page's one address (/about/ → /about).
      const moved = canonicalAddress(url, path);
      if (moved) return reply.code(301).header('Location', moved).send();
      // robots.txt depends on no area: always there, so a crawler never reads an outage as "crawl nothing".
      if (path === '/robots.txt')
        return sendMade(request, reply, seoFiles([], siteOrigin)['robots.txt'], 'text/plain; charset=utf-8');
      if (path === '/sitemap.xml') {
        const sitemap = await sitemapOf(request);
        if (!sitemap) return refuse(reply, 503, { 'Retry-After': String(retryAfterSeconds) });
        return sendMade(request, reply, sitemap, 'application/xml; charset=utf-8');
      }
      // Where each area is now, for the app's Retry to see a redeploy since the page was composed.
      if (path === '/remotes.json')
        return sendMade(request, reply, JSON.stringify(areasOf(request)), 'application/json; charset=utf-8');
      if (path === '/contact-config.json') return reply.sendFile(path.slice(1), config.deployDir);
      if (path.endsWith('/mf-stats.json') || path.startsWith('/frames/')) return reply.callNotFound();
      // The areas' releases (one origin): their files and nothing else, never a page.
      if (path.startsWith('/releases/'))
        return /\.[a-z0-9]+$/.test(path) ? reply.sendFile(path.slice(10), config.releasesDir) : refuse(reply, 404);
      if (/\.[a-z0-9]+$/.test(path)) return reply.sendFile(path.slice(1));
      return sendPath(request, reply, path);
    },
  });

  return app;
}
