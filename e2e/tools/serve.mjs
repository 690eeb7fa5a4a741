#!/usr/bin/env node
// Serves the production build of the whole site on loopback as nginx does in
// production: the shell on one port and each remote on its own port
// (separate origins, as when deployed independently), with the same headers
// (shared-ui/deploy/headers.mjs), the build's brotli and gzip copies, and the
// same answers to odd requests. Each page is composed at request time from
// the shell's frame and the fragments of the remote that owns it, fetched
// from where remotes.json says that remote is now (shared-ui/deploy/compose.mjs,
// what nginx's SSI does in production). The deploy-time files of the shell
// (remotes.json, contact-config.json, and sitemap.xml and robots.txt for
// SITE_URL) are written to a deploy directory, so tests and people can
// repoint remotes without a rebuild: the next request composes from the new
// place, and the CSP names its origin.
//
//   node e2e/tools/serve.mjs [--port 4000] [--deploy-dir .serve] [--extra-origin http://127.0.0.1:5000,...]
//
// --extra-origin adds origins to the shell's CSP beyond those of remotes.json.
// The site takes six ports from --port (or PORT), 4000 by default: the shell
// on it, the remotes on the next three, then the company area's enquiry
// service (proxied at /api/enquiries on the shell's origin, as nginx does)
// and its local mail sink (SMTP), which keeps each enquiry as an .eml file in
// <deploy-dir>/mail.
//
// Files are served by sirv (the static server of Rsbuild's and Vite's preview
// commands): it picks name.br or name.gz by Accept-Encoding, sets ETag and
// Vary, answers Range and 304. What this file adds is what nginx's
// configuration says: which file a URL means, the headers, and the refusals.
import { readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, request as forward } from 'node:http';
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
import {
  composePage,
  httpFragments,
  notFoundFrame,
  readFrames,
  remoteBases,
  retryAfterSeconds,
} from '../../shared-ui/deploy/compose.mjs';
import { writeSeoFiles } from '../../shell/deploy/seo-files.mjs';
import { shellPolicy } from '../../shell/deploy/shell-csp.mjs';
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
const remotesFile = join(deployDir, 'remotes.json');
writeFileSync(
  remotesFile,
  `${JSON.stringify(Object.fromEntries(remotes.map((r, index) => [r.name, `${remoteOrigins[index]}/mf-manifest.json`])), null, 2)}\n`,
);
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
 * The decoded path of a request, or undefined when nginx would refuse it
 * (400): not origin-form, malformed percent-encoding, an empty segment
 * ("//"), a ".." segment in any encoding, a NUL or a backslash.
 * @param {string} url
 */
function requestPath(url) {
  if (!url.startsWith('/')) return undefined;
  const [raw = ''] = url.split('?');
  if (raw.includes('//')) return undefined;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return /(^|\/)\.\.(\/|$)|[\0\\]/.test(path) ? undefined : path;
}

const validHost = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

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
    if (!path || !validHost.test(req.headers.host ?? '')) return refuse(res, 400);
    // One range of the file as stored; anything else is ignored (a 200 of the whole file).
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[2] === '' || Number(range[1]) <= Number(range[2]))) delete req.headers['accept-encoding'];
    else delete req.headers.range;
    res.setHeader('Cache-Control', path.startsWith(immutablePrefix) ? cacheControl.immutable : cacheControl.revalidate);
    compress(req, res, () => route(req, res, path));
  };
}

// The shell: its deploy-time files, each route's page composed at request
// time, its built files; anything else is the not-found page in the URL's
// language.
const shellFiles = serveDir(shellDist);
const deployFiles = serveDir(deployDir);
const siteOrigin = new URL(process.env.SITE_URL || readFrames(shellDist).defaultOrigin).origin;
writeSeoFiles(deployDir, readFrames(shellDist), siteOrigin);

/** @param {string} text */
const parseRemotes = (text) => {
  /** @type {unknown} */
  const parsed = JSON.parse(text);
  return remoteBases(/** @type {Record<string, string>} */ (parsed), shellOrigin);
};
// The text last read, and the remotes of the last one that parsed: the one
// this process has just written, to begin with.
let lastRead = readFileSync(remotesFile, 'utf8');
let inForce = parseRemotes(lastRead);
/**
 * Where each remote is deployed now: remotes.json of the deploy folder, read
 * on every request as nginx's include is on every reload. A file that does
 * not parse (edited in place and caught half-written, or a typo) leaves the
 * last one that did in force, as a failed nginx reload keeps the running
 * configuration, and says so once on stderr: a request never fails on it.
 */
const currentRemotes = () => {
  let text = '';
  try {
    text = readFileSync(remotesFile, 'utf8');
    if (text !== lastRead) inForce = parseRemotes(text);
  } catch (error) {
    if (text !== lastRead)
      console.error(
        `site (shell): ${remotesFile} cannot be read (${error instanceof Error ? error.message : String(error)}); the last one read stays in force. Replace the file whole: write the new one beside it, then rename it over.`,
      );
  }
  lastRead = text;
  return inForce;
};

/** The shell's headers: its CSP names the origins remotes.json names now, plus --extra-origin. */
const shellHeaders = () => {
  const origins = Object.values(currentRemotes()).map((base) => new URL(base).origin);
  return securityHeaders({
    csp: shellPolicy({ remoteOrigins: [...new Set([...origins, ...extraOrigins])] }),
    resourcePolicy: resourcePolicy.shell,
  });
};

/**
 * A page: the frame of the route and language joined with its remote's
 * fragments, fetched now from where remotes.json says (shared-ui/deploy/compose.mjs,
 * as nginx's SSI does). 503 with Retry-After when the route's own content
 * could not be had; the not-found page with 404 for any other path. Never
 * rejects: a failure is a 500.
 * @param {ServerResponse} res
 * @param {string} path
 */
async function composedPage(res, path) {
  try {
    await writeComposedPage(res, path);
  } catch (error) {
    console.error(`site (shell): ${path}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  }
}

/**
 * @param {ServerResponse} res
 * @param {string} path
 */
async function writeComposedPage(res, path) {
  const frames = readFrames(shellDist);
  const found = frames.byUrl.get(path);
  const frame = found ?? notFoundFrame(frames, path);
  const bases = currentRemotes();
  const page = await composePage(shellDist, frames, frame, {
    fetchFragment: httpFragments(bases),
    bases,
    origin: siteOrigin,
  });
  const status = found ? page.status : 404;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': cacheControl.revalidate,
    ...(status === 503 ? { 'Retry-After': String(retryAfterSeconds) } : {}),
  });
  res.end(page.html);
}

// composedPage answers its own failures, so its promise is not awaited.
const shellSite = site(shellHeaders, (req, res, path) => {
  const notFound = () => void composedPage(res, '/404-not-a-route');
  const url = req.url ?? '';
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  /** @param {string} to */
  const movedTo = (to) => {
    res.writeHead(301, { Location: `${to}${query}` });
    res.end();
  };
  // Old addresses (frames.json's redirects, as shell/deploy/nginx.conf has them).
  const redirect = readFrames(shellDist).redirects.find(({ from }) => from === path);
  if (redirect) return movedTo(redirect.to);
  // One address per page: /about/ is /about, /index.html is / (the query kept).
  if (path === '/index.html') return movedTo('/');
  if (path !== '/' && path.endsWith('/')) return movedTo(url.slice(0, url.length - query.length - 1));
  if (['/remotes.json', '/contact-config.json', '/sitemap.xml', '/robots.txt'].includes(path))
    return deployFiles(req, res, notFound);
  if (path === '/mf-stats.json' || path.startsWith('/frames/')) return notFound();
  if (/\.[a-z0-9]+$/.test(path)) return shellFiles(req, res, notFound);
  void composedPage(res, path);
});

/**
 * The shell's origin: the enquiry endpoint (any method, passed on), then its files and pages.
 * @type {Handler}
 */
const shell = (req, res) =>
  req.url?.split('?')[0] === enquiries.path ? proxyToEnquiries(req, res) : shellSite(req, res);

/**
 * /api/enquiries, passed to the service with the visitor's address. The
 * answer carries the shell's security headers, as nginx adds them
 * (shell/deploy/nginx.conf), and the service's own Cache-Control. It is not
 * compressed: nginx compresses 200, 403 and 404 answers only, and the
 * service's are 202, 303 or another 4xx.
 * @type {Handler}
 */
function proxyToEnquiries(req, res) {
  const upstream = forward(
    {
      host,
      port: enquiries.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...shellHeaders() });
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.end();
    res.writeHead(502, { ...shellHeaders(), 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
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

listen(basePort, shell, 'site (shell)');
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
    // Its no-JavaScript answer is the contact page, composed with this deploy's remotes.json.
    ENQUIRIES_REMOTES_JSON: remotesFile,
  },
});
process.on('exit', () => service.kill());
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

Promise.all(listening).then(
  (lines) => console.log(`${lines.join('\n')}\n\nThe site is ready at ${shellOrigin}/  (Ctrl+C to stop)`),
  (/** @type {NodeJS.ErrnoException & { port?: number; label?: string }} */ error) => {
    const why =
      error.code === 'EADDRINUSE'
        ? `port ${error.port} (${error.label}) is already in use`
        : `${error.label}: ${error.message}`;
    console.error(
      `Cannot serve the site: ${why}. Stop what uses it, or choose other ports with --port N or PORT=N (the site takes N to N+5).`,
    );
    process.exit(1);
  },
);
