#!/usr/bin/env node
// The whole site on loopback, as it is deployed: the shell's edge server
// (shell/edge, its built program shell/dist-edge/edge.mjs) on one port, and
// each remote's release on its own port (separate origins, as when deployed
// independently) with the production headers (shared-ui/deploy/headers.mjs).
// The edge composes each page at request time from the shell's frame and the
// fragments of the remote that owns it, fetched from where that area's
// location file (areas/<name>.json) says it is now. The deploy-time files
// (the areas' locations, contact-config.json) are written to a deploy
// directory, so tests and people can repoint an area without a rebuild
// (shared-ui/deploy/area-locations.mjs): the next request composes from the
// new place, and the CSP names its origin.
//
//   node shell/deploy/local-site.mjs [--port 4000] [--deploy-dir .serve] [--extra-origin http://127.0.0.1:5000,...]
//
// --extra-origin adds origins to the shell's CSP beyond those the areas are at.
// The site takes six ports from --port (or PORT), 4000 by default: the edge
// on it, the remotes on the next three, then the company area's enquiry
// service (passed on at /api/enquiries by the edge) and its local mail sink
// (SMTP), which keeps each enquiry as an .eml file in <deploy-dir>/mail.
//
// A remote's files are served by sirv (the static server of Rsbuild's and
// Vite's preview commands): it picks name.br or name.gz by Accept-Encoding,
// sets ETag and Vary, answers Range and 304. What this file adds is what a
// remote's nginx site says: the headers and the refusals.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import {
  cacheControl,
  compression as levels,
  corsHeaders,
  immutablePrefix,
  remoteCsp,
  resourcePolicy,
  securityHeaders,
} from '../../shared-ui/deploy/headers.mjs';
import { readFrames } from '../../shared-ui/deploy/compose.mjs';
import { pointArea } from '../../shared-ui/deploy/area-locations.mjs';
import { requestPath, validHost } from '../../shared-ui/deploy/request-checks.mjs';
import { startEdge } from './edge-process.mjs';
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Options as SirvOptions } from 'sirv' */
/** @typedef {(req: IncomingMessage, res: ServerResponse) => void} Handler */

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { values: args } = parseArgs({
  options: { port: { type: 'string' }, 'deploy-dir': { type: 'string' }, 'extra-origin': { type: 'string' } },
});
const host = '127.0.0.1';
const basePort = Number(args.port ?? process.env.PORT ?? 4000);
const deployDir = resolve(root, args['deploy-dir'] ?? '.serve');

const shellDist = join(root, 'shell', 'dist');
// The remotes the shell's build knows (its frames.json, from the route table), each on its own port.
const remotes = Object.entries(readFrames(shellDist).remotes).map(([name, dir], index) => ({
  name,
  dir,
  port: basePort + 1 + index,
}));
const shellOrigin = `http://${host}:${basePort}`;
const remoteOrigins = remotes.map((remote) => `http://${host}:${remote.port}`);
const enquiries = { port: basePort + 4, sinkPort: basePort + 5, path: '/api/enquiries' };
const extraOrigins = args['extra-origin']
  ? args['extra-origin'].split(',').map((origin) => new URL(origin).origin)
  : [];

mkdirSync(deployDir, { recursive: true });
// Each area's location, as its deploy writes it: areas/<name>.json.
remotes.forEach((remote, index) => pointArea(deployDir, remote.name, `${remoteOrigins[index]}/mf-manifest.json`));
const contactFile = join(deployDir, 'contact-config.json');
if (!existsSync(contactFile))
  writeFileSync(contactFile, `${JSON.stringify({ endpoint: process.env.CONTACT_ENDPOINT ?? '' })}\n`);

/**
 * A directory served by sirv. dev mode looks each file up on every request
 * (as nginx does) instead of listing the directory once at start: a rebuild
 * or an edited deploy file is served at once, and a file that is gone is a
 * 404 rather than a stale entry.
 * @param {string} dir
 * @param {SirvOptions['setHeaders']} [setHeaders]
 */
const serveDir = (dir, setHeaders) =>
  sirv(dir, { dev: true, etag: true, brotli: true, gzip: true, extensions: [], setHeaders });

/** The on-the-fly compression of what has no pre-compressed copy (the not-found page, deploy files), at headers.mjs's levels. */
const compress = compression({
  threshold: levels.minLength,
  level: levels.gzipLevel,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotliLevel } },
  filter: (req, res) => levels.types.includes(String(res.getHeader('Content-Type') ?? '').split(';')[0] ?? ''),
});

/**
 * A short plain-text answer; cached: whether it says no-cache (nginx's 404 of a missing hashed file says nothing).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [extraHeaders]
 */
function refuse(res, status, extraHeaders = {}, { cached = true } = {}) {
  const body = status === 405 ? 'Method not allowed' : status === 404 ? 'Not found' : 'Bad request';
  if (cached) res.setHeader('Cache-Control', cacheControl.revalidate);
  else res.removeHeader('Cache-Control');
  // Its length up front: the compression middleware leaves bodies below its threshold alone.
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...extraHeaders,
  });
  res.end(body);
}

/**
 * One origin. Every response carries `headers` (or what headers() gives now); `route(req, res, path)`
 * serves a request that passed the checks every origin makes.
 * @param {Record<string, string> | (() => Record<string, string>)} headers
 * @param {(req: IncomingMessage, res: ServerResponse, path: string) => void} route
 * @returns {Handler}
 */
function site(headers, route) {
  return (req, res) => {
    for (const [name, value] of Object.entries(typeof headers === 'function' ? headers() : headers))
      res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, { Allow: 'GET, HEAD' });
    const path = requestPath(req.url ?? '');
    if (!path || !validHost(req.headers.host)) return refuse(res, 400);
    // One range of the file as stored; anything else is ignored (a 200 of the whole file).
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[2] === '' || Number(range[1]) <= Number(range[2]))) delete req.headers['accept-encoding'];
    else delete req.headers.range;
    res.setHeader('Cache-Control', path.startsWith(immutablePrefix) ? cacheControl.immutable : cacheControl.revalidate);
    compress(req, res, () => route(req, res, path));
  };
}

// Each remote: its own origin, readable by the shell's origin only, serving
// its release's files and nothing else (its standalone page is the dev
// server's: pnpm --filter remote-… dev).
const remoteHeaders = {
  ...securityHeaders({ csp: remoteCsp, resourcePolicy: resourcePolicy.remote }),
  ...corsHeaders(shellOrigin),
};
/** @param {string} dist */
const remoteSite = (dist) => {
  // sirv sets Vary: Accept-Encoding; Origin stays in it.
  const files = serveDir(dist, (res) => res.setHeader('Vary', `${String(res.getHeader('Vary'))}, Origin`));
  return site(remoteHeaders, (req, res, path) => {
    const notFound = () => refuse(res, 404);
    if (path === '/mf-stats.json') return notFound();
    // A hashed file that is missing: no Cache-Control at all, as nginx (whose
    // immutable rule is for files found) answers it.
    if (path.startsWith(immutablePrefix)) return files(req, res, () => refuse(res, 404, {}, { cached: false }));
    files(req, res, notFound);
  });
};

/** @type {Promise<string>[]} */
const listening = [];

/**
 * Serves `handler` on `port`; a request it fails on gets a 500, never a stack trace or the end of the process.
 * @param {number} port
 * @param {Handler} handler
 * @param {string} label
 */
function listen(port, handler, label) {
  const server = createServer((req, res) => {
    try {
      handler(req, res);
    } catch (error) {
      console.error(`${label}: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });
  listening.push(
    new Promise((resolveListen, rejectListen) => {
      server.once('error', (error) => rejectListen(Object.assign(error, { port, label })));
      server.listen(port, host, () => resolveListen(`${label.padEnd(16)} http://${host}:${port}`));
    }),
  );
}

// The shell's edge: the program production runs, built by pnpm build (shell/dist-edge).
/** @type {import('./edge-process.mjs').RunningEdge | undefined} */
let edge;
listening.push(
  startEdge({
    port: basePort,
    deployDir,
    env: {
      EDGE_API_UPSTREAM: `http://${host}:${enquiries.port}`,
      EDGE_EXTRA_ORIGINS: extraOrigins.join(','),
      EDGE_LOG_LEVEL: process.env.EDGE_LOG_LEVEL ?? 'warn',
    },
  }).then(
    (running) => {
      edge = running;
      running.process.stderr?.pipe(process.stderr);
      return `${'site (edge)'.padEnd(16)} ${shellOrigin}`;
    },
    (/** @type {Error} */ error) => {
      throw Object.assign(error, {
        code: /already in use/.test(error.message) ? 'EADDRINUSE' : undefined,
        port: basePort,
        label: 'site (shell)',
      });
    },
  ),
);
for (const remote of remotes) listen(remote.port, remoteSite(join(root, remote.dir, 'dist')), remote.dir);

// The enquiry service with its mail sink (remote-company/server/local.ts), ended with this process.
const service = spawn(process.execPath, ['--import', 'tsx', 'server/local.ts'], {
  cwd: join(root, 'remote-company'),
  // The IPC channel closes when this process dies, however it dies: the service then stops too.
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: {
    ENQUIRIES_ALLOWED_ORIGIN: shellOrigin,
    ...process.env,
    ENQUIRIES_PORT: String(enquiries.port),
    ENQUIRIES_SINK_PORT: String(enquiries.sinkPort),
    ENQUIRIES_OUTBOX: join(deployDir, 'outbox'),
    ENQUIRIES_MAIL_DIR: join(deployDir, 'mail'),
    // Its no-JavaScript answer is the contact page, its stylesheets where this deploy's areas/ says.
    ENQUIRIES_DEPLOY_DIR: deployDir,
  },
});
process.on('exit', () => {
  service.kill();
  edge?.process.kill();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
// Ready once it answers /health, however long that takes on a busy machine:
// a slow start never stops the site, which serves meanwhile (the endpoint is
// a 502 until then). A service that exits (its port taken) stops it, as a
// taken port of the site does.
listening.push(
  (async () => {
    while (service.exitCode === null) {
      if (
        await fetch(`http://${host}:${enquiries.port}/health`).then(
          (r) => r.ok,
          () => false,
        )
      ) {
        return `${'enquiries'.padEnd(16)} ${shellOrigin}${enquiries.path} (mail: ${join(deployDir, 'mail')})`;
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw Object.assign(new Error(`it stopped (is port ${enquiries.port} or ${enquiries.sinkPort} in use?)`), {
      label: 'enquiries',
    });
  })(),
);

// Every part started or failed; the first that failed, in the order above (the edge first), is named.
void Promise.allSettled(listening).then((results) => {
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed) {
    const lines = results.map((result) => (result.status === 'fulfilled' ? result.value : ''));
    console.log(`${lines.join('\n')}\n\nThe site is ready at ${shellOrigin}/  (Ctrl+C to stop)`);
    return;
  }
  /** @type {unknown} */
  const reason = failed.reason;
  const error = /** @type {NodeJS.ErrnoException & { port?: number; label?: string }} */ (reason);
  const why =
    error.code === 'EADDRINUSE'
      ? `port ${error.port} (${error.label}) is already in use`
      : `${error.label}: ${error.message}`;
  console.error(
    `Cannot serve the site: ${why}. Stop what uses it, or choose other ports with --port N or PORT=N (the site takes N to N+5).`,
  );
  process.exit(1);
});
