#!/usr/bin/env node
// Serves the production build of the whole site on loopback: the shell on
// one port and each remote on its own port (separate origins, as when
// deployed independently). The deploy-time files of the shell (remotes.json,
// contact-config.json) are written to a deploy directory that overrides the
// shell's build output, so tests and people can repoint remotes without a
// rebuild.
//
//   node e2e/tools/serve.mjs [--port 4000] [--deploy-dir .serve]
//
// The site takes four ports from --port (or PORT), 4000 by default: the shell
// on it, the remotes on the next three.
import { createServer } from 'node:http';
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (value.startsWith('--') ? [...pairs, [value.slice(2), all[index + 1]]] : pairs), []),
);
const host = '127.0.0.1';
const basePort = Number(args.port ?? process.env.PORT ?? 4000);
const deployDir = resolve(root, args['deploy-dir'] ?? '.serve');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

const remotes = [
  { name: 'remote_services', dir: 'remote-services', port: basePort + 1 },
  { name: 'remote_products', dir: 'remote-products', port: basePort + 2 },
  { name: 'remote_company', dir: 'remote-company', port: basePort + 3 },
];
const shellOrigin = `http://${host}:${basePort}`;

mkdirSync(deployDir, { recursive: true });
const remotesFile = join(deployDir, 'remotes.json');
writeFileSync(
  remotesFile,
  `${JSON.stringify(Object.fromEntries(remotes.map((r) => [r.name, `http://${host}:${r.port}/mf-manifest.json`])), null, 2)}\n`,
);
const contactFile = join(deployDir, 'contact-config.json');
if (!existsSync(contactFile)) writeFileSync(contactFile, `${JSON.stringify({ endpoint: process.env.CONTACT_ENDPOINT ?? '' })}\n`);

function fileFor(dirs, pathname) {
  for (const dir of dirs) {
    const file = resolve(dir, `.${decodeURIComponent(pathname)}`);
    if (!file.startsWith(dir + sep) && file !== dir) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

function send(res, file, status = 200, extraHeaders = {}) {
  const immutable = /\/static\//.test(file);
  res.writeHead(status, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...extraHeaders,
  });
  createReadStream(file).pipe(res);
}

const listening = [];

/**
 * Serves `handler` on `port`. A request the handler cannot parse (a malformed
 * percent-encoding, an invalid URL) gets 400 instead of ending the process.
 */
function listen(port, handler, label) {
  const server = createServer((req, res) => {
    try {
      handler(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': 'text/plain' });
      res.end('Bad request');
    }
  });
  listening.push(
    new Promise((resolveListen, rejectListen) => {
      server.once('error', (error) => rejectListen(Object.assign(error, { port, label })));
      server.listen(port, host, () => resolveListen(`${label.padEnd(16)} http://${host}:${port}`));
    }),
  );
}

// The shell: deploy-time files first, then the build, then the SPA fallback.
const shellDist = join(root, 'shell', 'dist');
listen(basePort, (req, res) => {
  const { pathname, search } = new URL(req.url ?? '/', shellOrigin);
  // The old MeetlyHub address, in either language (shell/deploy/nginx.conf does the same).
  const legacy = pathname.match(/^(\/fr)?\/meetly-hub$/);
  if (legacy) {
    res.writeHead(301, { Location: `${legacy[1] ?? ''}/meetlyhub${search}` });
    return res.end();
  }
  const file = fileFor([deployDir, shellDist], pathname);
  if (file) return send(res, file);
  if (extname(pathname) && pathname !== '/') {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    return res.end('Not found');
  }
  // A route's pre-rendered page (shell/build/prerender.mjs), else the app's empty page.
  const prerendered = fileFor([shellDist], `/pages${pathname === '/' ? '/index' : pathname}.html`);
  send(res, prerendered ?? join(shellDist, 'index.html'));
}, 'site (shell)');

// Each remote: its own origin, readable by the shell's origin only.
for (const remote of remotes) {
  const dist = join(root, remote.dir, 'dist');
  listen(remote.port, (req, res) => {
    const cors = { 'Access-Control-Allow-Origin': shellOrigin, Vary: 'Origin' };
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = fileFor([dist], pathname);
    if (file) return send(res, file, 200, cors);
    res.writeHead(404, { 'Content-Type': 'text/plain', ...cors });
    res.end('Not found');
  }, remote.dir);
}

Promise.all(listening).then(
  (lines) => console.log(`${lines.join('\n')}\n\nThe site is ready at ${shellOrigin}/  (Ctrl+C to stop)`),
  (error) => {
    const why = error.code === 'EADDRINUSE' ? `port ${error.port} (${error.label}) is already in use` : `${error.label}: ${error.message}`;
    console.error(`Cannot serve the site: ${why}. Stop what uses it, or choose other ports with --port N or PORT=N (the site takes N to N+3).`);
    process.exit(1);
  },
);
