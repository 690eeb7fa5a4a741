import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactPageFiles } from './contact-page';

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
  /** What the no-JavaScript answer is made of (server/contact-page.ts). */
  contactPage: ContactPageFiles;
  /** The site's origin; a POST carrying another Origin is refused. Empty: any. */
  allowedOrigin: string;
  rateLimit: { max: number; windowMs: number };
  retry: { startMs: number; capMs: number };
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

/** remote-company/, where the build puts dist/ and dist-render/; the shell's build is beside it. */
const areaDir = fileURLToPath(new URL('..', import.meta.url));

export function readConfig(env: Env = process.env): ServiceConfig {
  const problems: string[] = [];
  const text = (name: string, fallback?: string) => {
    const value = env[name]?.trim() || fallback;
    if (value === undefined) problems.push(`${name} is required`);
    return value ?? '';
  };
  const number = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) problems.push(`${name} must be a whole number (got "${raw}")`);
    return value;
  };
  const tls = text('ENQUIRIES_SMTP_TLS', 'starttls');
  if (!['starttls', 'implicit', 'none'].includes(tls))
    problems.push('ENQUIRIES_SMTP_TLS must be starttls, implicit or none');
  const config: ServiceConfig = {
    host: text('ENQUIRIES_HOST', '127.0.0.1'),
    port: number('ENQUIRIES_PORT', 4004),
    smtp: {
      host: text('ENQUIRIES_SMTP_HOST'),
      port: number('ENQUIRIES_SMTP_PORT', tls === 'implicit' ? 465 : 587),
      tls: tls as SmtpTls,
      user: env.ENQUIRIES_SMTP_USER || undefined,
      pass: env.ENQUIRIES_SMTP_PASS || undefined,
    },
    sender: text('ENQUIRIES_FROM'),
    recipient: text('ENQUIRIES_TO'),
    outboxDir: text('ENQUIRIES_OUTBOX'),
    contactPage: {
      shellDist: resolve(text('ENQUIRIES_SHELL_DIST', join(areaDir, '..', 'shell', 'dist'))),
      deployDir: resolve(text('ENQUIRIES_DEPLOY_DIR', join(areaDir, '..', '.serve'))),
      areaDir,
      siteUrl: env.SITE_URL || undefined,
    },
    allowedOrigin: text('ENQUIRIES_ALLOWED_ORIGIN', ''),
    rateLimit: { max: number('ENQUIRIES_RATE_LIMIT', 10), windowMs: number('ENQUIRIES_RATE_WINDOW_MS', 600_000) },
    retry: { startMs: number('ENQUIRIES_RETRY_START_MS', 1_000), capMs: number('ENQUIRIES_RETRY_CAP_MS', 30_000) },
    trustProxy: text('ENQUIRIES_TRUST_PROXY', '127.0.0.1'),
    logLevel: text('ENQUIRIES_LOG_LEVEL', 'info'),
  };
  if (problems.length > 0) throw new Error(`Enquiry service configuration: ${problems.join('; ')}`);
  return config;
}
