import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyReplyFrom from '@fastify/reply-from';
import { apiOf, apis, bodyRefusals, refusedFormContent } from 'shared-ui/contract/apis';
import {
  enquiryAnswerType,
  minimalPage,
  type EnquiryAnswer,
  namesEnquiryAnswer,
  readEnquiryAnswer,
} from 'shared-ui/contract/enquiry-answer';
import { localizePath, paths, splitLocalizedPath } from 'shared-ui/site';
import type { EdgeMetrics } from '../metrics';
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

/** What the edge reads of a refused body before it closes the connection: less, and the client reads its answer. */
const discardBytes = 1024 * 1024;

type Refused = Error & { statusCode: keyof typeof bodyRefusals; close?: boolean };
const refusal = (statusCode: keyof typeof bodyRefusals): Refused =>
  Object.assign(new Error(bodyRefusals[statusCode]), { statusCode });

/**
 * A request's body read whole, up to `limit` bytes and within `timeoutMs`: else a 413 (at once for a
 * Content-Length over it) or a 408. Past the limit the rest is read and dropped, up to discardBytes more, so that
 * the client reads its 413 rather than a reset. A body said to be larger, or one too slow, is answered with
 * Connection: close (`close`); one that turns out larger when it is sent loses its connection.
 */
function readBody(body: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      clearTimeout(timer);
      body.off('data', onData).off('end', onEnd);
    };
    const refuse = (error: Refused) => {
      stop();
      let dropped = 0;
      // A body said to be larger than that is not read: its answer closes the connection (Connection: close).
      if (error.statusCode === 413 && !(Number(body.headers['content-length']) > limit + discardBytes))
        body.on('data', (chunk: Buffer) => (dropped += chunk.length) > discardBytes && body.socket.destroy()).resume();
      else error.close = true;
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) refuse(refusal(413));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(() => refuse(refusal(408)), timeoutMs);
    // A client gone mid-body: nothing to answer (and never an unhandled error).
    body
      .on('data', onData)
      .on('end', onEnd)
      .on('error', (error) => {
        stop();
        reject(error);
      });
    if (Number(body.headers['content-length']) > limit) refuse(refusal(413));
  });
}

/** A browser's form posted without JavaScript: it is answered a page, any other request JSON. */
const isFormPost = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true &&
  asksForPage(request.headers);

type Content = Omit<EnquiryAnswer, 'contract'>;

/**
 * A content for the contact page (the enquiry service's answer, or the edge's own to a refused form) composed
 * into the page's frame in its language, for the releases and routes of the request; the minimal page of the
 * content alone when it cannot be composed.
 */
function contactPageOf(site: EdgeSite) {
  return async (request: FastifyRequest, reply: FastifyReply, content: Content) => {
    reply.removeHeader('content-length').type('text/html; charset=utf-8');
    try {
      // A full page load like any other: given its releases first.
      await site.pick(request, paths.contact);
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
      request.log.error({ path: pathOf(request.url), error: (error as Error).message }, 'contact page not composed');
      return reply.send(minimalPage(content));
    }
  };
}

/**
 * The answer to a body refused unread: the collector's JSON answer, or to a form posted without JavaScript the
 * contact page in the language of the page that posted it, saying what to do. Anything else as Fastify answers it.
 */
function refusedBodies(site: EdgeSite, metrics: EdgeMetrics, contactPage: ReturnType<typeof contactPageOf>) {
  return (error: Partial<Refused>, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode;
    if (status !== 413 && status !== 408) return reply.send(error);
    const api = apiOf(request.url) === apis.field ? 'field' : 'enquiries';
    metrics.refusedBody(api, bodyRefusals[status]);
    reply.code(status).header('Cache-Control', 'no-store');
    // Fastify closes the connection after a parser's error: not after a 413 whose rest is read and dropped
    // (readBody), so that the client, or nginx, is not cut off while it still sends.
    if (!error.close) reply.removeHeader('Connection');
    if (api === 'enquiries' && isFormPost(request)) {
      const referer = URL.canParse(request.headers.referer ?? '') ? new URL(request.headers.referer ?? '') : undefined;
      const { language } = splitLocalizedPath(referer?.pathname ?? '/');
      return contactPage(request, reply, refusedFormContent(language, status, localizePath(paths.contact, language)));
    }
    return reply.send({ error: bodyRefusals[status] });
  };
}

/**
 * /api/* passed on to the service behind it (the field reports' collector, or the enquiry service), with each
 * request's body read whole first (shared-ui/contract/apis.mjs: its API's limit, EDGE_BODY_TIMEOUT_MS); a 404
 * when the edge has no such service, a 502 or 504 when it fails. The enquiry service's no-JavaScript answer
 * (shared-ui/contract/enquiry-answer.mjs) is composed into the contact page; any other answer passed on as it
 * came. Encapsulated: the body parsers it removes stay removed for its routes only.
 */
export const api: FastifyPluginAsync<{ site: EdgeSite; metrics: EdgeMetrics }> = async (app, { site, metrics }) => {
  const { config } = site;
  const contactPage = contactPageOf(site);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, body, done) => {
    readBody(body, apiOf(request.url).maxBodyBytes, config.bodyTimeoutMs).then(
      (read) => done(null, read),
      (error: Error) => done(error, undefined),
    );
  });
  app.setErrorHandler(refusedBodies(site, metrics, contactPage));
  // No base: each request names its service's origin.
  await app.register(fastifyReplyFrom, { http: { requestOptions: { timeout: config.apiTimeoutMs } } });
  app.all('/api/*', { compress: false }, (request, reply) => {
    const upstream = apiOf(request.url) === apis.field ? config.fieldUpstream : config.apiUpstream;
    if (!upstream) return refuse(reply, 404);
    const body = request.body instanceof Buffer ? request.body : undefined;
    return reply.from(new URL(request.url, upstream).href, {
      // The body as it came, whole (reply-from would write a Buffer as JSON).
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      // The body goes on whole, with its length: not the client's chunking (hop-by-hop).
      rewriteRequestHeaders: (_request, requestHeaders) => ({
        ...withoutHopByHop(requestHeaders),
        'x-forwarded-for': request.ip,
        // The enquiry service's no-JavaScript answer, as a fragment of the contract this edge reads.
        ...(upstream === config.apiUpstream && asksForPage(requestHeaders)
          ? { accept: `${enquiryAnswerType}, ${requestHeaders.accept ?? ''}` }
          : {}),
      }),
      onResponse: (_request, _reply, response) =>
        upstream === config.apiUpstream
          ? void answer(request, reply, response.stream)
          : void reply.send(response.stream),
      // The service's own headers (its caching and CORS) with the site's policy added; not those of its
      // connection to the edge (hop-by-hop), which would keep a visitor's connection open against its wish.
      rewriteHeaders: (responseHeaders) => ({
        ...withoutHopByHop(responseHeaders),
        ...site.headers(site.inForce(request)),
      }),
      onError: (failed, { error }) => {
        request.log.warn({ path: pathOf(request.url), error: error.message }, 'upstream failed');
        const timedOut = /timeout/i.test(error.message);
        void failed
          .code(timedOut ? 504 : 502)
          .headers(site.headers(site.inForce(request)))
          .type('text/plain; charset=utf-8')
          .send(timedOut ? 'Gateway timeout' : 'Bad gateway');
      },
    });
  });

  /** The enquiry service's answer: its no-JavaScript fragment composed into the contact page, or as it came. */
  async function answer(request: FastifyRequest, reply: FastifyReply, answer: Readable) {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !namesEnquiryAnswer(type)) return reply.send(answer);
    let content: Content;
    try {
      content = readEnquiryAnswer(await readLimited(answer));
    } catch (error) {
      request.log.error({ path: pathOf(request.url), error: (error as Error).message }, 'enquiry answer unreadable');
      return reply.code(502).type('text/plain; charset=utf-8').send('Bad gateway');
    }
    return contactPage(request, reply, content);
  }
};
