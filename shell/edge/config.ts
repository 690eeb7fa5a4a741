import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The edge's deploy-time configuration, from its environment. */
export interface EdgeConfig {
  host: string;
  port: number;
  /** The site's public origin (canonical links, sitemap); the frames' default without it. */
  siteUrl?: string;
  /** The shell's build: its files, frames and frames.json. */
  shellDist: string;
  /** The deploy-time files: areas/<name>.json (where each area is now, one file per area) and contact-config.json. */
  deployDir: string;
  /** The areas' releases the edge serves under /releases/ (<area>/<release>/…): an area's location may name one. */
  releasesDir: string;
  /** Where /api/* is passed on to (the company area's enquiry service); without it /api/* is a 404. */
  apiUpstream?: string;
  /** Where /api/field/* is passed on to (the field reports' collector, field/collector); without it, a 404. */
  fieldUpstream?: string;
  /** How long a request passed on may take before the visitor gets a 504. */
  apiTimeoutMs: number;
  /** How long a request's body may take to arrive whole before the client gets a 408. */
  bodyTimeoutMs: number;
  /** Origins the shell's CSP names beyond those of the areas' locations. */
  extraOrigins: string[];
  /** The proxies in front (nginx, a load balancer) whose X-Forwarded-For names the visitor: Fastify's trustProxy. */
  trustProxy?: string;
  /** The most memory the files kept from the remotes' releases may take, in bytes. */
  cacheBytes: number;
  /** The most memory the composed pages kept may take (each in three encodings), in bytes; 0 keeps none. */
  pageCacheBytes: number;
  /** Where the operators' metrics are read (GET /metrics, Prometheus's format), on `host`: never a public port. Off without it. */
  metricsPort?: number;
}

const origin = v.pipe(
  v.string(),
  v.url(),
  v.transform((url) => new URL(url).origin),
);

const Environment = v.object({
  EDGE_HOST: v.optional(v.string(), '127.0.0.1'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65_535)), '4000'),
  SITE_URL: v.optional(v.pipe(v.string(), v.url())),
  EDGE_SHELL_DIST: v.optional(v.string()),
  EDGE_DEPLOY_DIR: v.string('EDGE_DEPLOY_DIR: the folder of areas/ and contact-config.json'),
  EDGE_RELEASES_DIR: v.optional(v.string()),
  EDGE_API_UPSTREAM: v.optional(origin),
  EDGE_FIELD_UPSTREAM: v.optional(origin),
  EDGE_API_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '10000'),
  EDGE_BODY_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '10000'),
  EDGE_TRUST_PROXY: v.optional(v.string()),
  EDGE_CACHE_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '64'),
  EDGE_PAGE_CACHE_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '64'),
  EDGE_METRICS_PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65_535))),
  EDGE_EXTRA_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) => list.split(',').filter(Boolean)),
      v.array(origin),
    ),
    '',
  ),
});

/** The shell's build beside this program: shell/dist, from shell/edge/ (sources) and shell/dist-edge/ (the built edge) alike. */
const shellDistBeside = () => fileURLToPath(new URL('../dist', import.meta.url));

/** Reads and checks the configuration; throws naming each variable that is wrong. */
export function configFromEnvironment(environment: Record<string, string | undefined>): EdgeConfig {
  const result = v.safeParse(Environment, environment);
  if (!result.success)
    throw new Error(result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; '));
  const env = result.output;
  return {
    host: env.EDGE_HOST,
    port: env.PORT,
    siteUrl: env.SITE_URL,
    shellDist: env.EDGE_SHELL_DIST ?? shellDistBeside(),
    deployDir: env.EDGE_DEPLOY_DIR,
    releasesDir: env.EDGE_RELEASES_DIR ?? join(env.EDGE_DEPLOY_DIR, 'releases'),
    apiUpstream: env.EDGE_API_UPSTREAM,
    fieldUpstream: env.EDGE_FIELD_UPSTREAM,
    apiTimeoutMs: env.EDGE_API_TIMEOUT_MS,
    bodyTimeoutMs: env.EDGE_BODY_TIMEOUT_MS,
    extraOrigins: env.EDGE_EXTRA_ORIGINS,
    trustProxy: env.EDGE_TRUST_PROXY,
    cacheBytes: env.EDGE_CACHE_MB * 1024 * 1024,
    pageCacheBytes: env.EDGE_PAGE_CACHE_MB * 1024 * 1024,
    metricsPort: env.EDGE_METRICS_PORT,
  };
}
