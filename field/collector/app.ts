import Fastify, { LogController, type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import * as v from 'valibot';
import { BatchEnvelope, CspReports, FieldEvent } from '../src/schema';
import { cspReportPath, fieldEventsPath, maxBatchBytes, type FieldArea } from '../src/contract';
import { browserOf } from './browser';
import type { CollectorConfig } from './config';
import type { collectorMetrics } from './metrics';
import { reduceViolation } from './reduce';
import type { releasesInForce } from './releases';
import type { DropReason, EventRow, FieldStore } from './store';
import { logEachRequest } from 'shared-ui/server-kit/request-log';

/** navigator.sendBeacon sends a string as text/plain, a Blob with its own type: both are read as JSON. */
const eventTypes = ['application/json', 'text/plain'];
/** report-uri's format, the Reporting API's, and plain JSON. */
const cspTypes = ['application/csp-report', 'application/reports+json', 'application/json'];

export interface AppParts {
  config: CollectorConfig;
  store: FieldStore;
  releases: ReturnType<typeof releasesInForce>;
  metrics: ReturnType<typeof collectorMetrics>;
  log: FastifyBaseLogger;
  now: () => number;
}

/** A refusal of a whole request: its status, and the reason it is counted under. */
class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: DropReason,
  ) {
    super(reason);
  }
}

const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The body as JSON, read by the route that knows which types it takes. */
function jsonBody(request: FastifyRequest, types: string[]): unknown {
  if (!types.includes(mediaType(request)) || typeof request.body !== 'string') throw new Refusal(415, 'malformed');
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    throw new Refusal(400, 'malformed');
  }
}

const statusOf: Partial<Record<number, DropReason>> = {
  400: 'malformed',
  413: 'too-large',
  415: 'malformed',
  429: 'rate-limited',
};

export async function buildApp({ config, store, releases, metrics, log, now }: AppParts) {
  const app = Fastify({
    loggerInstance: log,
    // Fastify's own request lines carry the client's address and the full URL; onResponse logs the route only.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: maxBatchBytes,
    trustProxy: config.trustProxy,
  });
  // Every body is read as text and parsed by its route, so broken JSON is counted like any refusal.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser([...new Set([...eventTypes, ...cspTypes])], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(rateLimit, {
    global: false,
    // Before the body is read: a flood costs a lookup, not a parse.
    hook: 'onRequest',
    errorResponseBuilder: (_request, context) => Object.assign(new Refusal(429, 'rate-limited'), { ttl: context.ttl }),
  });

  logEachRequest(app);

  // Fastify's default handler would echo parser messages, which can quote the body.
  app.setErrorHandler((error: { statusCode?: number; reason?: DropReason; ttl?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    const reason = error.reason ?? statusOf[status];
    if (reason && request.routeOptions.url !== undefined) store.drop(reason);
    if (status >= 500) request.log.error({ event: 'error' }, 'report not accepted');
    if (status === 429) reply.header('Retry-After', Math.ceil((error.ttl ?? 60_000) / 1000));
    return reply.code(status).send({ error: reason ?? (status < 500 ? 'bad-request' : 'unavailable') });
  });

  app.get('/health', () => Promise.resolve({ status: 'ok', queued: store.queued }));

  const limit = { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } };

  app.post(fieldEventsPath, { config: limit }, async (request, reply) => {
    const parsed = v.safeParse(BatchEnvelope, jsonBody(request, eventTypes));
    if (!parsed.success) throw new Refusal(400, 'invalid');
    const { route, language, device } = parsed.output;
    const events = parsed.output.events.flatMap((event) => {
      const read = v.safeParse(FieldEvent, event);
      return read.success ? [read.output] : [];
    });
    store.drop('invalid-event', parsed.output.events.length - events.length);
    const { browser, browserMajor } = browserOf(request.headers['user-agent']);
    const at = Math.floor(now() / 1000);
    const batch = parsed.output;
    const pageId = batch.v === 2 ? batch.page : null;
    const page = { at, route, language, device, browser, browser_major: browserMajor, page: pageId };
    const rows = events
      .filter((event) => releases.accepts(event.area, event.release))
      .map((event) => rowOf(page, event));
    store.drop('unknown-release', events.length - rows.length);
    // A page load's report: each area's release and role on the page, and whether its code was asked for there.
    if (batch.v === 2)
      store.addPageAreas(
        Object.entries(batch.releases).flatMap(([area, { release, role }]) =>
          releases.accepts(area as FieldArea, release)
            ? [
                {
                  at,
                  page: batch.page,
                  area: area as FieldArea,
                  release,
                  role,
                  requested: batch.requested.some((name) => name === area) ? 1 : 0,
                } as const,
              ]
            : [],
        ),
      );
    const taken = store.addEvents(rows);
    for (const row of rows.slice(0, taken)) metrics.accepted.inc({ type: row.type });
    return reply.code(204).send();
  });

  app.post(cspReportPath, { config: limit }, async (request, reply) => {
    const parsed = v.safeParse(CspReports, jsonBody(request, cspTypes));
    if (!parsed.success) throw new Refusal(400, 'invalid');
    const { browser, browserMajor } = browserOf(request.headers['user-agent']);
    const at = Math.floor(now() / 1000);
    const rows = parsed.output.map((violation) => ({
      at,
      ...reduceViolation(violation, config.siteOrigin),
      browser,
      browser_major: browserMajor,
    }));
    metrics.cspReports.inc(store.addCspReports(rows));
    return reply.code(204).send();
  });

  return app;
}

type Page = Pick<EventRow, 'at' | 'route' | 'language' | 'device' | 'browser' | 'browser_major' | 'page'>;

/** The columns of each type of event, none set: a row sets its own type's. */
export const noTypeColumns = {
  name: null,
  value: null,
  rating: null,
  navigation_type: null,
  target: null,
  kind: null,
  message: null,
  source: null,
  line: null,
  col: null,
  outcome: null,
  module: null,
} as const satisfies Partial<EventRow>;

/** An event as a row: the page's columns, and its own type's (the others null). */
function rowOf(page: Page, event: FieldEvent): EventRow {
  const common = { ...page, ...noTypeColumns, type: event.type, area: event.area, release: event.release };
  switch (event.type) {
    case 'vital':
      return {
        ...common,
        name: event.name,
        value: event.value,
        rating: event.rating,
        navigation_type: event.navigationType,
        target: event.target ?? null,
      };
    case 'error':
      return {
        ...common,
        kind: event.kind,
        message: event.message,
        source: event.source ?? null,
        line: event.line ?? null,
        col: event.column ?? null,
      };
    case 'remote':
      return { ...common, outcome: event.outcome, module: event.module };
  }
}
