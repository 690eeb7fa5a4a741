import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyReplyFrom from '@fastify/reply-from';
import { fieldApiPrefix } from 'field/contract';
import { enquiryAnswerType, isEnquiryAnswer, readEnquiryAnswer } from 'shared-ui/deploy/enquiry-answer.mjs';
import { localizePath, paths } from 'shared-ui/site';
import { refuse, pathOf, type EdgeSite } from '../site';

/** Headers of one connection (RFC 9110, 7.6.1), never passed on. */
const hopByHop = /^(?:connection|keep-alive|proxy-connection|te|trailer|transfer-encoding|upgrade)$/i;
const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.test(name)));

/** A browser's page-wanting request (a form posted without JavaScript): the enquiry service may answer a fragment. */
const asksForPage = (headers: IncomingHttpHeaders) => headers.accept?.includes('text/html') === true;

/**
 * The enquiry service's no-JavaScript answer (shared-ui/deploy/enquiry-answer.mjs) composed into the contact
 * page's frame in its language, for the releases and routes of the request, with the service's status and
 * headers; any other answer passed on as it came.
 */
function answerOf(site: EdgeSite) {
  return async (request: FastifyRequest, reply: FastifyReply, answer: Readable, type: string | undefined) => {
    if (!isEnquiryAnswer(type)) return reply.send(answer);
    try {
      const { language, head, body } = readEnquiryAnswer(await text(answer));
      const page = await site.assemble({
        url: localizePath(paths.contact, language),
        releases: site.areasOf(request),
        routes: (await site.routesOf(request)).routes,
        content: { head, body },
        scripts: false,
      });
      return reply.removeHeader('content-length').type('text/html; charset=utf-8').send(page.html);
    } catch (error) {
      request.log.error({ path: pathOf(request.url), error: (error as Error).message }, 'enquiry answer not composed');
      return reply.removeHeader('content-length').code(502).type('text/plain; charset=utf-8').send('Bad gateway');
    }
  };
}

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
  const answer = answerOf(site);
  app.all('/api/*', { compress: false }, (request, reply) => {
    const upstream = request.url.startsWith(fieldApiPrefix) ? config.fieldUpstream : config.apiUpstream;
    if (!upstream) return refuse(reply, 404);
    return reply.from(new URL(request.url, upstream).href, {
      rewriteRequestHeaders: (_request, requestHeaders) => ({
        ...requestHeaders,
        'x-forwarded-for': request.ip,
        ...(asksForPage(requestHeaders) ? { accept: `${enquiryAnswerType}, ${requestHeaders.accept ?? ''}` } : {}),
      }),
      onResponse: (_request, _reply, response) =>
        void answer(request, reply, response.stream, reply.getHeader('content-type') as string | undefined),
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
