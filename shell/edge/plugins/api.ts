import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fastifyReplyFrom from '@fastify/reply-from';
import { fieldApiPrefix } from 'field/contract';
import { refuse, pathOf, type EdgeSite } from '../site';

/** Headers of one connection (RFC 9110, 7.6.1), never passed on. */
const hopByHop = /^(?:connection|keep-alive|proxy-connection|te|trailer|transfer-encoding|upgrade)$/i;
const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.test(name)));

/**
 * /api/* passed on to the service behind it (the field reports' collector, or the enquiry service), with each
 * request's body as it came; a 404 when the edge has no such service, a 502 or 504 when it fails.
 * Encapsulated: the body parsers it removes stay removed for its routes only.
 */
export const api: FastifyPluginAsync<{ site: EdgeSite }> = async (app, { site }) => {
  const { config } = site;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // No base: each request names its service's origin.
  await app.register(fastifyReplyFrom, { http: { requestOptions: { timeout: config.apiTimeoutMs } } });
  app.all('/api/*', { compress: false }, (request, reply) => {
    const upstream = request.url.startsWith(fieldApiPrefix) ? config.fieldUpstream : config.apiUpstream;
    if (!upstream) return refuse(reply, 404);
    return reply.from(new URL(request.url, upstream).href, {
      rewriteRequestHeaders: (_request, requestHeaders) => ({ ...requestHeaders, 'x-forwarded-for': request.ip }),
      // The service's own headers (its caching and CORS) with the site's policy added; not those of its
      // connection to the edge (hop-by-hop), which would keep a visitor's connection open against its wish.
      rewriteHeaders: (responseHeaders) => ({
        ...withoutHopByHop(responseHeaders),
        ...site.headers(site.areasOf(request)),
      }),
      onError: (failed, { error }) => {
        request.log.warn({ path: pathOf(request.url), error: error.message }, 'upstream failed');
        const timedOut = /timeout/i.test(error.message);
        void failed
          .code(timedOut ? 504 : 502)
          .headers(site.headers(site.areasOf(request)))
          .type('text/plain; charset=utf-8')
          .send(timedOut ? 'Gateway timeout' : 'Bad gateway');
      },
    });
  });
};
