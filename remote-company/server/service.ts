import nodemailer from 'nodemailer';
import pino, { type DestinationStream } from 'pino';
import type { ServiceConfig } from './config';
import { Delivery } from './delivery';
import { Outbox } from './outbox';
import { buildApp } from './app';

export function createTransport(smtp: ServiceConfig['smtp']) {
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

/** The whole service: outbox, delivery and HTTP app, started and stopped together. */
export async function startService(config: ServiceConfig, logStream?: DestinationStream) {
  const outbox = new Outbox(config.outboxDir);
  await outbox.open();
  const log = logStream ? pino({ level: config.logLevel }, logStream) : pino({ level: config.logLevel });
  const delivery = new Delivery({
    outbox,
    transport: createTransport(config.smtp),
    sender: config.sender,
    recipient: config.recipient,
    retry: config.retry,
    log,
  });
  const app = await buildApp({ config, outbox, delivery, log });
  await delivery.start();
  const address = await app.listen({ host: config.host, port: config.port });
  return {
    app,
    delivery,
    outbox,
    address,
    async stop() {
      await app.close();
      await delivery.stop();
    },
  };
}
