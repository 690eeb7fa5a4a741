import Fastify, { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { localizePath, paths } from 'shared-ui/site';
import { enquiryFields } from '../src/pages/contact/form/enquiry';
import { parseEnquiry, type EnquiryCodes } from '../src/pages/contact/form/enquiry-schema';
import { enquiryEndpoint } from '../src/pages/contact/form/send-enquiry';
import type { ServiceConfig } from './config';
import type { Delivery } from './delivery';
import type { EnquiryMetrics } from './metrics';
import { newEnquiryId, type EnquiryFolder } from './outbox';
import { asLanguage, loadCopy } from './copy';
import { enquiryAnswerType, minimalPage, namesEnquiryAnswer } from 'shared-ui/contract/enquiry-answer';
import { apis, refusedFormContent } from 'shared-ui/contract/apis';
import { contactAnswer, type RenderContact } from './contact-answer';
import { logEachRequest } from 'shared-ui/server-kit/request-log';

/** Where the site serves the service (the shell's edge passes this path on): the form's own endpoint. */
const enquiriesPath = enquiryEndpoint;

/** The API's limit, which the edge applies before the service (shared-ui/contract/apis.mjs). */
const bodyLimit = apis.enquiries.maxBodyBytes;

export interface AppParts {
  config: ServiceConfig;
  outbox: EnquiryFolder;
  delivery: Delivery;
  metrics: EnquiryMetrics;
  log: FastifyBaseLogger;
  /** The contact page's content, rendered again for the answer to a form post without JavaScript. */
  renderContact: RenderContact;
}

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' ? (request.body as Body) : {};

/** A browser's form post without JavaScript: it wants a page (or a redirect), not JSON. */
const wantsPage = (request: FastifyRequest) =>
  request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true &&
  (request.headers.accept ?? '').includes('text/html');

/** The site's edge, which composes the answer into the contact page's frame, naming the contract's version it reads. */
const wantsFragment = (request: FastifyRequest) => namesEnquiryAnswer(request.headers.accept);

/** A page's language from the body, else from the page that posted (for bodies never parsed). */
const languageOf = (request: FastifyRequest) => {
  const fromBody = bodyOf(request).language;
  if (fromBody !== undefined) return asLanguage(fromBody);
  try {
    return asLanguage(new URL(request.headers.referer ?? '').pathname.startsWith('/fr/') ? 'fr' : 'en');
  } catch {
    return 'en';
  }
};

export async function buildApp({ config, outbox, delivery, metrics, log, renderContact }: AppParts) {
  const copy = await loadCopy();
  const app = Fastify({
    loggerInstance: log,
    // Fastify's own request lines carry the full URL; onResponse logs the route only.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    trustProxy: config.trustProxy,
  });
  // JSON (Fastify's own parser) and form-encoded only: anything else is 415.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit });
  await app.register(rateLimit, {
    global: false,
    // After the body is parsed, so a page answering 429 can hand back what was typed.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'rate-limited',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });

  logEachRequest(app);

  // Only the site's origin may post (a form on another site may not); cross-origin deployments get CORS for it.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!config.allowedOrigin) return;
    reply.header('Access-Control-Allow-Origin', config.allowedOrigin).header('Vary', 'Origin');
    if (request.method === 'POST' && origin !== undefined && origin !== config.allowedOrigin) {
      return reply.code(403).send({ error: 'origin' });
    }
  });

  // The site's proxy (the shell's edge, nginx) adds its security headers, the shell's CSP among them.
  const sendPage = (reply: FastifyReply, status: number, html: string, type = 'text/html; charset=utf-8') => {
    // Beside the Origin the CORS hook may vary on: what an answer is depends on the Accept too.
    const vary = reply.getHeader('Vary');
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('Vary', vary ? `${String(vary)}, Accept` : 'Accept')
      .type(type)
      .send(html);
  };

  /** A short page for what has no form to give back (a body too large to read, say). */
  const shortPage = (request: FastifyRequest, heading: string) => {
    const language = languageOf(request);
    const t = copy[language];
    return `<!doctype html><html lang="${language}"><meta charset="utf-8"><meta name="robots" content="noindex"><title>${t('contact.formPage.title')}</title><h1>${heading}</h1><p><a href="${localizePath(paths.contact, language)}">${t('contact.formPage.back')}</a></p></html>`;
  };

  const answerInvalid = async (
    request: FastifyRequest,
    reply: FastifyReply,
    codes: EnquiryCodes,
    retryAfterSeconds?: number,
  ) => {
    const status = retryAfterSeconds === undefined ? 400 : 429;
    if (!wantsPage(request))
      return reply
        .code(status)
        .send(retryAfterSeconds === undefined ? { errors: codes } : { error: 'rate-limited', retryAfterSeconds });
    const body = bodyOf(request);
    const values = Object.fromEntries(
      enquiryFields.flatMap((field) => (typeof body[field] === 'string' ? [[field, body[field]]] : [])),
    );
    const language = languageOf(request);
    try {
      const content = await renderContact(language, { values, codes, retryAfterSeconds });
      const asFragment = wantsFragment(request);
      return sendPage(
        reply,
        status,
        contactAnswer(language, content, asFragment),
        asFragment ? enquiryAnswerType : undefined,
      );
    } catch (error) {
      // A deploy without this area's render bundle: logged, and a short page rather than none.
      request.log.error(
        { event: 'contact-page-unavailable', code: (error as { code?: string }).code },
        'contact page not rendered',
      );
      return sendPage(reply, status, shortPage(request, copy[language]('contact.formPage.unavailable')));
    }
  };

  // Fastify's default handler would echo parser messages, which can quote the body.
  app.setErrorHandler((error: { statusCode?: number; code?: string; retryAfterSeconds?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return answerInvalid(request, reply, {}, error.retryAfterSeconds ?? 60);
    if (status >= 500) request.log.error({ event: 'error', code: error.code }, 'enquiry not accepted');
    const code =
      status === 413
        ? 'too-large'
        : status === 415
          ? 'unsupported-media-type'
          : status < 500
            ? 'bad-request'
            : 'unavailable';
    if (!wantsPage(request)) return reply.code(status).send({ error: code });
    const language = languageOf(request);
    return sendPage(
      reply,
      status,
      status === 413
        ? minimalPage(refusedFormContent(language, 413, localizePath(paths.contact, language)))
        : shortPage(request, copy[language]('contact.formPage.unavailable')),
    );
  });

  app.get('/health', () => Promise.resolve({ status: 'ok', pending: delivery.size }));

  app.options(enquiriesPath, async (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'Content-Type, Accept')
      .header('Access-Control-Max-Age', '86400')
      .send(),
  );

  app.post(
    enquiriesPath,
    { config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } } },
    async (request, reply) => {
      reply.header('Access-Control-Expose-Headers', 'Retry-After');
      const body = bodyOf(request);
      const language = languageOf(request);
      const accepted = (id: string) =>
        wantsPage(request)
          ? reply.redirect(localizePath(paths.enquirySent, language), 303)
          : reply.code(202).send({ id });
      // A bot filled the hidden field: it sees success, nothing is kept or sent.
      if (typeof body.website === 'string' && body.website !== '') {
        request.log.info({ event: 'honeypot' }, 'enquiry dropped');
        return accepted(newEnquiryId());
      }
      const parsed = parseEnquiry(body);
      if (!parsed.ok) {
        request.log.info({ event: 'invalid', fields: Object.keys(parsed.codes) }, 'enquiry refused');
        return answerInvalid(request, reply, parsed.codes);
      }
      const record = { id: newEnquiryId(), receivedAt: new Date().toISOString(), language, enquiry: parsed.enquiry };
      await outbox.put(record);
      delivery.enqueue(record);
      metrics.accepted.inc();
      request.log.info({ event: 'accepted', id: record.id }, 'enquiry accepted');
      return accepted(record.id);
    },
  );

  return app;
}
