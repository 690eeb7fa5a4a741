import nodemailer from 'nodemailer';
import pino, { type DestinationStream } from 'pino';
import type { ServiceConfig } from './config';
import { Delivery } from './delivery';
import { EnquiryFolder } from './outbox';
import { expireDeadLetters } from './dead-letters';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveMetrics } from 'shared-ui/server-kit/serve-metrics';
import { EnquiryMetrics } from './metrics';
import { buildApp } from './app';
import { contactRender, type RenderContact } from './contact-answer';

function createTransport(smtp: ServiceConfig['smtp']) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'implicit',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** How often dead letters past their retention are looked for, besides at start. */
const expiryCheckMs = 60 * 60 * 1000;

/**
 * The whole service: outbox, dead letters, delivery, HTTP app and metrics,
 * started and stopped together. renderContact: this area's render bundle
 * unless given (tests render the content from source). now: the
 * clock of refusals and retention (tests move it).
 */
export async function startService(
  config: ServiceConfig,
  logStream?: DestinationStream,
  renderContact?: RenderContact,
  now: () => number = Date.now,
) {
  const outbox = new EnquiryFolder(config.outboxDir);
  const deadLetters = new EnquiryFolder(config.deadLetters.dir);
  await outbox.open();
  await deadLetters.open();
  if (!(await outbox.sameFileSystem(deadLetters)))
    throw new Error(
      'Enquiry service configuration: ENQUIRIES_DEAD_LETTERS must be on the file system of ENQUIRIES_OUTBOX (a move is one rename)',
    );
  const log = logStream ? pino({ level: config.logLevel }, logStream) : pino({ level: config.logLevel });
  const metrics = new EnquiryMetrics(outbox, deadLetters, now);
  const delivery = new Delivery({
    outbox,
    deadLetters,
    deadAfter: config.deadLetters.deadAfter,
    transport: createTransport(config.smtp),
    sender: config.sender,
    recipient: config.recipient,
    retry: config.retry,
    rescanMs: config.rescanMs,
    log,
    metrics,
    now,
  });
  const expire = () => expireDeadLetters(deadLetters, config.deadLetters.retentionDays, now, log);
  await expire();
  const expiryTimer = setInterval(() => void expire(), expiryCheckMs).unref();
  const bundle = contactRender(config.areaDir);
  const missing = renderContact ? [] : bundle.missing();
  // The service still accepts enquiries; only the no-JavaScript error page is reduced to a short one.
  if (missing.length > 0)
    log.warn({ event: 'contact-page-missing', files: missing }, 'build the area for the no-JavaScript error page');
  const app = await buildApp({ config, outbox, delivery, metrics, log, renderContact: renderContact ?? bundle.render });
  await delivery.start();
  // The metrics on their own port, by a listener of their own: the public app has no such route, so the
  // edge, which passes the public port on, can never expose them.
  let metricsServer: Server | undefined;
  const stop = async () => {
    clearInterval(expiryTimer);
    await Promise.all([
      app.close(),
      new Promise<void>((closed) => (metricsServer ? metricsServer.close(() => closed()) : closed())),
    ]);
    await delivery.stop();
  };
  let address: string;
  try {
    address = await app.listen({ host: config.host, port: config.port });
    if (config.metricsPort !== 0) metricsServer = await serveMetrics(metrics.registry, config.host, config.metricsPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    app,
    delivery,
    outbox,
    deadLetters,
    address,
    metricsAddress: metricsServer && `http://${config.host}:${(metricsServer.address() as AddressInfo).port}`,
    stop,
  };
}
