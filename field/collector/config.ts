import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentReader } from 'shared-ui/server-kit/environment';
import { site } from 'shared-ui/site';

/**
 * The collector's settings, all from the environment (README, "Field
 * reports: the collector"). What is missing or malformed stops the start with
 * one message naming every problem.
 */
export interface CollectorConfig {
  host: string;
  port: number;
  /** The Prometheus endpoint's own listener, never the public one; port 0: none. */
  metricsHost: string;
  metricsPort: number;
  /** The folder of areas/<federation name>.json, the same the edge reads. */
  deployDir: string;
  /** The shell's build, whose frames/frames.json names the shell's release. */
  shellDist: string;
  /** The site's origin, against which CSP reports' script addresses are read. */
  siteOrigin: string;
  dbFile: string;
  retentionDays: number;
  /** At or over this size of the database file, new events are dropped. */
  maxDbBytes: number;
  /** The most events and reports waiting for the next write; beyond it, dropped. */
  queueMax: number;
  /** Batches (or CSP posts) one client address may send in a window. */
  rateLimit: { max: number; windowMs: number };
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

/** field/, the package: the shell's build and the repository's .serve/ are found from it. */
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * The database file of FIELD_DB (the collector's and `pnpm field-report`'s alike): a relative path is from where
 * the command was typed (pnpm runs a package's script in its folder, and says where in INIT_CWD); by default, the
 * repository's .serve/field/field.db.
 */
export const databaseFile = (env: Env = process.env) =>
  resolve(env.INIT_CWD ?? process.cwd(), env.FIELD_DB?.trim() || join(packageDir, '..', '.serve', 'field', 'field.db'));

export function readConfig(env: Env = process.env): CollectorConfig {
  const { text, number, origin, problems, done } = environmentReader(env, 'Field collector');
  const config: CollectorConfig = {
    host: text('FIELD_HOST', '127.0.0.1'),
    port: number('FIELD_PORT', 4003),
    metricsHost: text('FIELD_METRICS_HOST', '127.0.0.1'),
    metricsPort: number('FIELD_METRICS_PORT', 0),
    deployDir: resolve(text('FIELD_DEPLOY_DIR')),
    shellDist: resolve(text('FIELD_SHELL_DIST', join(packageDir, '..', 'shell', 'dist'))),
    siteOrigin: origin('SITE_URL', site.defaultBaseUrl),
    dbFile: databaseFile(env),
    retentionDays: number('FIELD_RETENTION_DAYS', 30, { min: 1 }),
    maxDbBytes: number('FIELD_DB_MAX_MB', 256, { min: 1 }) * 1024 * 1024,
    queueMax: number('FIELD_QUEUE_MAX', 20_000, { min: 1 }),
    rateLimit: { max: number('FIELD_RATE_LIMIT', 30, { min: 1 }), windowMs: number('FIELD_RATE_WINDOW_MS', 60_000) },
    trustProxy: text('FIELD_TRUST_PROXY', '127.0.0.1'),
    logLevel: text('FIELD_LOG_LEVEL', 'info'),
  };
  if (config.metricsPort !== 0 && config.metricsPort === config.port)
    problems.push('FIELD_METRICS_PORT must differ from FIELD_PORT: the metrics are never served on the public port');
  return done(config);
}
