import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentReader } from 'shared-ui/server-kit/environment';

/**
 * The enquiry service's settings, all from the environment (README, "The
 * enquiry service"). Required values missing or malformed stop the start with
 * one message naming them, rather than a service that accepts enquiries it
 * can never deliver.
 */
type SmtpTls = 'starttls' | 'implicit' | 'none';

export interface ServiceConfig {
  host: string;
  port: number;
  smtp: { host: string; port: number; tls: SmtpTls; user?: string; pass?: string };
  /** The From address of each enquiry mail (a mailbox of the site's own domain). */
  sender: string;
  recipient: string;
  outboxDir: string;
  /** Where an enquiry the mail server refused for good `deadAfter` times is moved, and no longer retried. */
  deadLetters: DeadLetterConfig;
  /** How often the outbox is read again for enquiries put back by `enquiries:requeue`. */
  rescanMs: number;
  /** The Prometheus endpoint's port, on `host`; 0: none. */
  metricsPort: number;
  /** This area's folder, whose build (dist-render/render.js) renders the no-JavaScript answer (server/contact-answer.ts). */
  areaDir: string;
  /** The site's origin; a POST carrying another Origin is refused. Empty: any. */
  allowedOrigin: string;
  rateLimit: { max: number; windowMs: number };
  retry: { startMs: number; capMs: number };
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string;
  logLevel: string;
}

export interface DeadLetterConfig {
  dir: string;
  deadAfter: number;
  retentionDays: number;
}

type Env = Record<string, string | undefined>;

/** remote-company/, where the build puts dist/ and dist-render/. */
const areaDir = fileURLToPath(new URL('..', import.meta.url));

/** Reads the service's variables, collecting what is missing or malformed for one message. */
const parser = (env: Env) => environmentReader(env, 'Enquiry service');

function deadLetterConfig({ text, number }: ReturnType<typeof parser>, outboxDir: string): DeadLetterConfig {
  return {
    // Beside the outbox and named after it, so two services never share one.
    dir: text('ENQUIRIES_DEAD_LETTERS', outboxDir && `${resolve(outboxDir)}-dead-letters`),
    deadAfter: number('ENQUIRIES_DEAD_AFTER', 5, { min: 1 }),
    retentionDays: number('ENQUIRIES_DEAD_LETTER_DAYS', 30, { min: 1 }),
  };
}

/** What `enquiries:requeue` needs: the two folders, from the same variables as the service's. */
export function readFolders(env: Env = process.env) {
  const parse = parser(env);
  const outboxDir = parse.text('ENQUIRIES_OUTBOX');
  return parse.done({ outboxDir, deadLetters: deadLetterConfig(parse, outboxDir) });
}

export function readConfig(env: Env = process.env): ServiceConfig {
  const parse = parser(env);
  const { text, number, problems } = parse;
  const tls = text('ENQUIRIES_SMTP_TLS', 'starttls');
  if (!['starttls', 'implicit', 'none'].includes(tls))
    problems.push('ENQUIRIES_SMTP_TLS must be starttls, implicit or none');
  const port = number('ENQUIRIES_PORT', 4004);
  const outboxDir = text('ENQUIRIES_OUTBOX');
  // Beside the service's port; none when that one is the system's choice (0).
  const metricsPort = number('ENQUIRIES_METRICS_PORT', port === 0 ? 0 : port + 100);
  if (metricsPort !== 0 && metricsPort === port) problems.push('ENQUIRIES_METRICS_PORT must not be ENQUIRIES_PORT');
  return parse.done<ServiceConfig>({
    host: text('ENQUIRIES_HOST', '127.0.0.1'),
    port,
    smtp: {
      host: text('ENQUIRIES_SMTP_HOST'),
      port: number('ENQUIRIES_SMTP_PORT', tls === 'implicit' ? 465 : 587),
      tls: tls as SmtpTls,
      user: env.ENQUIRIES_SMTP_USER || undefined,
      pass: env.ENQUIRIES_SMTP_PASS || undefined,
    },
    sender: text('ENQUIRIES_FROM'),
    recipient: text('ENQUIRIES_TO'),
    outboxDir,
    deadLetters: deadLetterConfig(parse, outboxDir),
    rescanMs: number('ENQUIRIES_RESCAN_MS', 60_000, { min: 1 }),
    // Never the public one: the edge passes that port's requests on.
    metricsPort,
    areaDir,
    allowedOrigin: text('ENQUIRIES_ALLOWED_ORIGIN', ''),
    rateLimit: { max: number('ENQUIRIES_RATE_LIMIT', 10), windowMs: number('ENQUIRIES_RATE_WINDOW_MS', 600_000) },
    retry: { startMs: number('ENQUIRIES_RETRY_START_MS', 1_000), capMs: number('ENQUIRIES_RETRY_CAP_MS', 30_000) },
    trustProxy: text('ENQUIRIES_TRUST_PROXY', '127.0.0.1'),
    logLevel: text('ENQUIRIES_LOG_LEVEL', 'info'),
  });
}
