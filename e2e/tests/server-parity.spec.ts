import { has, requires } from '../support/requirements';
import { expect, test } from '../support/test';
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEdge, type RunningEdge } from '../../shell/deploy/edge-process.mjs';
import { renderLocal, startNginx, stopNginx } from '../tools/local-nginx.mjs';
import { basePort } from '../playwright.config';

/**
 * The README's server (shell/deploy/local-site.mjs, the suite's server on E2E_PORT) and
 * nginx with the production configuration (on E2E_PORT + 320, its edge on + 328) send the same
 * headers from the one definition (shared-ui/deploy/headers.mjs), and
 * neither is broken by a bad request.
 */
const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const nginxPort = basePort + 320;
const servers = { node: basePort, nginx: nginxPort } as const;

// Every test but the Node server's half of the bad requests needs nginx (requires('nginx') in each).
test.describe.configure({ mode: 'default' });

let dir: string;
let nginx: ChildProcess | undefined;
let edge: RunningEdge | undefined;

test.beforeAll(async () => {
  if (!has('nginx')) return;
  dir = mkdtempSync(join(tmpdir(), 'site-parity-'));
  const site = renderLocal({ out: dir, port: nginxPort });
  // nginx's edge passes /api/enquiries to the enquiry service the suite's server started (local-site.mjs, E2E_PORT + 4).
  edge = await startEdge({
    port: nginxPort + 8,
    deployDir: site.deployDir,
    env: { EDGE_API_UPSTREAM: `http://127.0.0.1:${basePort + 4}`, EDGE_TRUST_PROXY: 'loopback' },
  });
  nginx = await startNginx(site.conf, site.shellOrigin);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  await edge?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `head` (request line and headers, exactly as written) and reads the answer; status 0 if the connection failed. */
const raw = (port: number, head: string) =>
  new Promise<RawResponse>((done) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        const name = line.slice(0, at).toLowerCase();
        headers[name] = headers[name] ? `${headers[name]}, ${line.slice(at + 1).trim()}` : line.slice(at + 1).trim();
      }
      done({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(head.includes('\r\n\r\n') ? head : `${head}\r\nConnection: close\r\n\r\n`);
  });

const get = (port: number, path: string, extra = '', encodings = 'br, gzip') =>
  raw(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept-Encoding: ${encodings}${extra}`);

const compared = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'cache-control',
  'access-control-allow-origin',
  'content-encoding',
];

/** The headers both servers must agree on, with each server's own ports replaced by their place in the site. */
function comparable(response: RawResponse, port: number) {
  const place = (text: string) =>
    text.replace(/http:\/\/127\.0\.0\.1:(\d+)/g, (_, p: string) => `origin+${Number(p) - port}`);
  const picked: Record<string, string | undefined> = { status: String(response.status) };
  for (const name of compared) picked[name] = response.headers[name] && place(response.headers[name]);
  // Vary: Accept-Encoding on what was sent encoded (sirv adds it to the rest too, which is harmless); Origin on a remote's files.
  const vary = (response.headers.vary ?? '').toLowerCase().split(/,\s*/);
  picked.vary = [...new Set(vary)]
    .filter((token) => token === 'origin' || (token === 'accept-encoding' && response.headers['content-encoding']))
    .sort()
    .join(', ');
  picked.etag = response.status === 200 ? String(Boolean(response.headers.etag)) : undefined;
  return picked;
}

/** Asks both servers for each kind of file, as a browser that takes `encodings` would, and compares their headers. */
async function compareFiles(encodings: string) {
  const shellScript = readFileSync(join(repo, 'shell', 'dist', 'index.html'), 'utf8').match(
    /src="(\/static\/js\/[^"]+\.js)"/,
  )![1]!;
  // A stylesheet every frame links (frames.json holds the frames' HTML as JSON strings).
  const shellCss = readFileSync(join(repo, 'shell', 'dist', 'frames', 'frames.json'), 'utf8').match(
    /href=\\"(\/static\/css\/[^"\\]+\.css)\\"/,
  )![1]!;
  const manifest = JSON.parse(readFileSync(join(repo, 'remote-products', 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const remoteChunk = `/${manifest.exposes[0]!.assets.js.sync[0]}`;
  // [origin offset, path, extra request headers]
  const cases: [number, string, string?][] = [
    [0, '/'],
    [0, '/fr/about'],
    [0, '/services/cloud-devops'],
    [0, '/no-such-page'],
    [0, '/fr/no-such-page'],
    [0, '/meetly-hub'],
    [0, shellScript],
    [0, shellScript, '\r\nIf-None-Match: "x"'],
    [0, shellCss],
    [0, '/favicon.svg'],
    [0, '/sitemap.xml'],
    [0, '/remotes.json'],
    [0, '/static/js/missing.js'],
    [0, '/mf-stats.json'],
    [2, '/mf-manifest.json'],
    [2, '/remoteEntry.js'],
    [2, remoteChunk],
    [2, '/static/js/missing.js'],
    [2, '/missing.js'],
    [2, '/some/route'],
  ];
  for (const [offset, path, extra] of cases) {
    const [node, fromNginx] = await Promise.all([
      get(servers.node + offset, path, extra, encodings),
      get(servers.nginx + offset, path, extra, encodings),
    ]);
    // HSTS is sent by both, though browsers ignore it over plain HTTP (this loopback test); Observatory grades it over HTTPS (nginx.spec.ts).
    expect(comparable(node, servers.node), `${path} on origin+${offset} (${encodings})`).toEqual(
      comparable(fromNginx, servers.nginx),
    );
  }
}

test('both servers send the same security, caching, CORS and encoding headers for each kind of file', async () => {
  requires('nginx');
  await compareFiles('gzip');
});

test('with nginx’s brotli modules, both send the same brotli copies and brotli-compressed pages', async () => {
  requires('nginx', 'brotli');
  await compareFiles('br, gzip');
});

test('both servers pass the enquiry endpoint on with the same status and headers, the site’s own security headers added', async () => {
  requires('nginx');
  const post = (port: number, type: string, body: string, accept = 'application/json') =>
    raw(
      port,
      `POST /api/enquiries HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: ${accept}\r\nAccept-Encoding: br, gzip\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  // Invalid enquiries only: nothing is delivered by this test. [content type, body, accept, status]
  const cases: [string, string, string, number][] = [
    ['application/json', JSON.stringify({ firstName: 'Ada' }), 'application/json', 400],
    ['application/json', '{"firstName": "Ada', 'application/json', 400],
    ['text/plain', 'Hello', 'application/json', 415],
    ['application/x-www-form-urlencoded', 'firstName=Ada&email=ada%40&language=fr', 'text/html', 400],
  ];
  for (const [type, body, accept, status] of cases) {
    const [node, fromNginx] = await Promise.all([
      post(servers.node, type, body, accept),
      post(servers.nginx, type, body, accept),
    ]);
    const label = `POST /api/enquiries ${type} ${accept}`;
    expect(node.status, label).toBe(status);
    // The service allows one origin, the Node server's: its CORS header is the service's setting, not the server's.
    const withoutCors = (response: RawResponse, port: number) => ({
      ...comparable(response, port),
      'access-control-allow-origin': undefined,
    });
    expect(withoutCors(node, servers.node), label).toEqual(withoutCors(fromNginx, servers.nginx));
    expect(node.headers['content-security-policy'], label).toContain("connect-src 'self'");
  }
});

for (const [name, port] of Object.entries(servers)) {
  test(`bad requests get a 4xx (or 206/405) from ${name === 'node' ? 'the Node server' : 'nginx'}, never a crash, a stack trace or a file outside the build`, async () => {
    if (name === 'nginx') requires('nginx');
    const long = `/${'a'.repeat(70_000)}`;
    // [request line and headers, statuses allowed]
    const requests: [string, number[]][] = [
      ['GET /%E0%A4%A HTTP/1.1', [400]],
      ['GET /% HTTP/1.1', [400]],
      ['GET /static/%C0%AF HTTP/1.1', [400, 404]],
      ['GET // HTTP/1.1', [400]],
      ['GET //etc/passwd HTTP/1.1', [400]],
      ['GET /../../../../etc/passwd HTTP/1.1', [400]],
      ['GET /static/..%2f..%2f..%2f..%2fetc%2fpasswd HTTP/1.1', [400, 404]],
      ['GET /%2e%2e/%2e%2e/%2e%2e/etc/passwd HTTP/1.1', [400]],
      ['GET /static/%252e%252e/%252e%252e/etc/passwd HTTP/1.1', [400, 404]],
      ['GET /static/..%5c..%5cpackage.json HTTP/1.1', [400, 404]],
      ['GET /%00 HTTP/1.1', [400, 404]],
      [`GET ${long} HTTP/1.1`, [400, 414, 431]],
      ['TRACE / HTTP/1.1', [400, 405]],
      ['DELETE / HTTP/1.1', [400, 405]],
      ['PROPFIND / HTTP/1.1', [400, 405]],
      ['BREW / HTTP/1.1', [400, 405]],
    ];
    for (let offset = 0; offset < 4; offset += 1) {
      const origin = port + offset;
      for (const [line, allowed] of requests) {
        const response = await raw(origin, `${line}\r\nHost: 127.0.0.1:${origin}`);
        const label = `${name} :${origin} ${line.slice(0, 80)}`;
        expect(allowed, `${label} answered ${response.status}`).toContain(response.status);
        expect(response.body, label).not.toMatch(/root:x:0:0|\bat .+\.m?js:\d+|Error:/);
      }
      for (const host of ['bad host', '../../etc', 'a/b']) {
        expect((await raw(origin, `GET / HTTP/1.1\r\nHost: ${host}`)).status, `${name} :${origin} Host: ${host}`).toBe(
          400,
        );
      }
      const file = offset === 0 ? '/favicon.svg' : '/mf-manifest.json';
      const range = await raw(origin, `GET ${file} HTTP/1.1\r\nHost: 127.0.0.1:${origin}\r\nRange: bytes=0-9`);
      expect(range.status, `${name} :${origin} Range`).toBe(206);
      expect(range.headers['content-range'], `${name} :${origin} Range`).toMatch(/^bytes 0-9\/\d+$/);
      expect(range.body).toHaveLength(10);
    }
    // Every origin of the server still answers.
    for (let offset = 0; offset < 4; offset += 1) {
      const response = await get(port + offset, offset === 0 ? '/' : '/mf-manifest.json');
      expect(response.status, `${name} origin+${offset} after the bad requests`).toBe(200);
    }
  });
}

for (const [name, port] of Object.entries(servers)) {
  test(`every origin of ${name === 'node' ? 'the Node server' : 'nginx'} answers what it should: one address per page, a remote's release files and nothing else`, async () => {
    if (name === 'nginx') requires('nginx');
    // [origin offset, path, status, where a 301 points (path and query)]
    const cases: [number, string, number, string?][] = [
      [0, '/about/', 301, '/about'],
      [0, '/fr/', 301, '/fr'],
      [0, '/fr/services/cloud-devops/?utm_source=mail', 301, '/fr/services/cloud-devops?utm_source=mail'],
      [0, '/index.html', 301, '/'],
      [0, '/index.html?utm_source=mail', 301, '/?utm_source=mail'],
      [0, '/about', 200],
      [0, '/fr', 200],
      // A remote's origin: no page, whatever the path.
      ...[1, 2, 3].flatMap((offset): [number, string, number][] => [
        [offset, '/', 404],
        [offset, '/aaaa', 404],
        [offset, '/index.html', 404],
        [offset, '/services/cloud-devops', 404],
        [offset, `/${'a'.repeat(7_000)}`, 404],
        [offset, '/mf-manifest.json', 200],
      ]),
    ];
    for (const [offset, path, status, location] of cases) {
      const response = await get(port + offset, path, '', 'identity');
      const label = `${name} origin+${offset} ${path.slice(0, 60)}`;
      expect(response.status, label).toBe(status);
      expect(response.body, label).not.toContain('<title>Rsbuild App</title>');
      if (location) {
        const to = new URL(response.headers.location ?? '', `http://127.0.0.1:${port}`);
        expect(`${to.pathname}${to.search}`, label).toBe(location);
      }
    }
  });
}
