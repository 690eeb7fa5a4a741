import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyReplyFrom from '@fastify/reply-from';
import { fieldApiPrefix } from 'field/contract';
import {
  enquiryAnswerType,
  minimalPage,
  namesEnquiryAnswer,
  readEnquiryAnswer,
} from 'shared-ui/contract/enquiry-answer';
import { localizePath, paths } from 'shared-ui/site';
import { refuse, pathOf, type EdgeSite } from '../site';

/** Headers of one connection (RFC 9110, 7.6.1), never passed on. */
const hopByHop = /^(?:connection|keep-alive|proxy-connection|te|trailer|transfer-encoding|upgrade)$/i;
const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.test(name)));

/** A browser's page-wanting request (a form posted without JavaScript): the enquiry service may answer a fragment. */
const asksForPage = (headers: IncomingHttpHeaders) => headers.accept?.includes('text/html') === true;

/** The most an enquiry answer may be: the page's content, with at most 64 KiB typed in it, escaped. */
const answerLimit = 1024 * 1024;

async function readLimited(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > answerLimit) throw new Error(`an answer over ${answerLimit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The enquiry service's no-JavaScript answer (shared-ui/contract/enquiry-answer.mjs) composed into the contact
 * page's frame in its language, for the releases and routes of the request, with the service's status and
 * headers; any other answer passed on as it came. An answer that cannot be composed keeps what was typed: the
 * minimal page of its content, or, unreadable, a 502.
 */
function answerOf(site: EdgeSite) {
  return async (request: FastifyRequest, reply: FastifyReply, answer: Readable, type: unknown) => {
    if (typeof type !== 'string' || !namesEnquiryAnswer(type)) return reply.send(answer);
    reply.removeHeader('content-length').type('text/html; charset=utf-8');
    let content: ReturnType<typeof readEnquiryAnswer>;
    try {
      content = readEnquiryAnswer(await readLimited(answer));
    } catch (error) {
      request.log.error({ path: pathOf(request.url), error: (error as Error).message }, 'enquiry answer unreadable');
      return reply.code(502).type('text/plain; charset=utf-8').send('Bad gateway');
    }
    try {
      const page = await site.assemble({
        url: localizePath(paths.contact, content.language),
        releases: site.areasOf(request),
        routes: (await site.routesOf(request)).routes,
        content,
        scripts: false,
      });
      site.note(
        request,
        page.failed.map(({ slot, reason }) => `${slot.remote} ${slot.slot}: ${reason}`),
      );
      return reply.send(page.html);
    } catch (error) {
      request.log.error({ path: pathOf(request.url), error: (error as Error).message }, 'enquiry answer not composed');
      return reply.send(minimalPage(content));
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
        // The enquiry service's no-JavaScript answer, as a fragment of the contract this edge reads.
        ...(upstream === config.apiUpstream && asksForPage(requestHeaders)
          ? { accept: `${enquiryAnswerType}, ${requestHeaders.accept ?? ''}` }
          : {}),
      }),
      onResponse: (_request, _reply, response) =>
        upstream === config.apiUpstream
          ? void answer(request, reply, response.stream, reply.getHeader('content-type'))
          : void reply.send(response.stream),
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
