import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { cacheControl } from 'shared-ui/server-kit/headers';
import { shellPages } from '../deploy/shell-pages.mjs';
import type { EdgeConfig } from './config';
import { edgeMetrics, type EdgeMetrics } from './metrics';
import { api } from './plugins/api';
import { health } from './plugins/health';
import { metricsPort } from './plugins/metrics';
import { pages } from './plugins/pages';
import { releases } from './plugins/releases';
import { requests } from './plugins/requests';
import { seo } from './plugins/seo';
import { edgeSite, pathOf, type ShellPages } from './site';

export { readinessPath } from './plugins/health';
export type { ShellPages } from './site';

/**
 * The shell's edge: it serves the shell's files (with the build's brotli and
 * gzip copies), composes every page from the shell's frame and the fragments
 * of the remote deployed now (its areas/ file), keeps and compresses what it
 * composes whole (page-cache.ts), passes /api/* on to the services behind it, and sends the
 * production headers (shared-ui/server-kit/headers.mjs) on every answer. One
 * plugin per job (plugins/); what they share, read once per request, is the
 * site (site.ts).
 */
export async function buildEdge(
  config: EdgeConfig,
  pagesOf?: ShellPages,
  metrics: EdgeMetrics = edgeMetrics(),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: process.env.EDGE_LOG_LEVEL ?? 'info',
      // Fastify's own error lines name the request: its method and path, never its query.
      serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }) },
    },
    // One line per request (plugins/requests.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // While it drains (SIGTERM), a new request gets a 503 and idle connections close.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    requestTimeout: 30_000,
    // A client's headers must arrive within 10 s (one sent a byte a second is cut off with a 408), checked each second.
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    // Behind a front (nginx), the visitor's address is the one it names: the enquiry service limits by it.
    ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
    bodyLimit: 64 * 1024,
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(site.headers(site.inForce(request)))
        .header('Cache-Control', cacheControl.revalidate)
        .type('text/plain; charset=utf-8')
        .send('Bad request');
    },
  });
  // The shell's pages, loaded once: a shell deploy restarts the edge (SIGTERM drains it), whose frames,
  // render bundle and chunks are then all of the new build.
  const site = edgeSite(config, pagesOf ?? (await shellPages(config.shellDist)), app.log);

  app.addHook('onClose', (_app, done) => {
    site.counts.close();
    done();
  });
  await app.register(requests, { site });
  await app.register(health, { site });
  await app.register(metricsPort, {
    metrics,
    host: config.host,
    ...(config.metricsPort ? { port: config.metricsPort } : {}),
  });
  await app.register(api, { site, metrics });
  await app.register(releases, { site });
  await app.register(seo, { site });
  await app.register(pages, { site, metrics });
  return app;
}
