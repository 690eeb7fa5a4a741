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
import { enquiryEndpoint } from '../../remote-company/src/pages/contact/form/send-enquiry';

/**
 * The edge as the README's server runs it (shell/deploy/local-site.mjs, the
 * suite's server on E2E_PORT) and nginx's front before an edge (on E2E_PORT
 * + 320, its edge on + 328) answer alike: nginx passes the edge's headers
 * (shared-ui/server-kit/headers.mjs) and bodies through, and neither is broken
 * by a bad request.
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
  // nginx's edge passes /api/enquiries to the enquiry service the suite's server started (local-site.mjs, E2E_PORT + 1).
  edge = await startEdge({
    port: nginxPort + 8,
    deployDir: site.deployDir,
    env: {
      SITE_URL: site.shellOrigin,
      EDGE_API_UPSTREAM: `http://127.0.0.1:${basePort + 1}`,
      EDGE_TRUST_PROXY: 'loopback',
    },
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
  picked.vary = response.headers.vary;
  picked.etag = String(Boolean(response.headers.etag));
  return picked;
}

/** Asks both servers for each kind of file, as a browser that takes `encodings` would, and compares their headers. */
async function compareFiles(encodings: string) {
  const shellScript = readFileSync(join(repo, 'shell', 'dist', 'index.html'), 'utf8').match(
    /src="(\/static\/js\/[^"]+\.js)"/,
  )![1]!;
  // A stylesheet of every frame (frames.json names the shell's stylesheets).
  const frames = JSON.parse(readFileSync(join(repo, 'shell', 'dist', 'frames', 'frames.json'), 'utf8')) as {
    document: { stylesheets: { href: string }[] };
  };
  const shellCss = frames.document.stylesheets[0]!.href;
  const manifest = JSON.parse(readFileSync(join(repo, 'remote-products', 'dist', 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const products = '/releases/remote_products/local';
  const remoteChunk = `${products}/${manifest.exposes[0]!.assets.js.sync[0]}`;
  // [path, extra request headers]
  const cases: [string, string?][] = [
    ['/'],
    ['/fr/about'],
    ['/services/cloud-devops'],
    ['/no-such-page'],
    ['/fr/no-such-page'],
    ['/meetly-hub'],
    [shellScript],
    [shellScript, '\r\nIf-None-Match: "x"'],
    [shellCss],
    ['/favicon.svg'],
    ['/sitemap.xml'],
    ['/remotes.json'],
    ['/static/js/missing.js'],
    ['/mf-stats.json'],
    [`${products}/mf-manifest.json`],
    [`${products}/remoteEntry.js`],
    [remoteChunk],
    [remoteChunk, '\r\nOrigin: https://evil.example'],
    [`${products}/static/js/missing.js`],
    [`${products}/missing.js`],
    [`${products}/some/route`],
  ];
  // Each server's edge keeps a page once it has compressed it, after its first requests: compared once both have.
  for (const path of ['/', '/fr/about', '/services/cloud-devops'])
    for (const port of [servers.node, servers.nginx])
      await expect.poll(async () => Boolean((await get(port, path, '', encodings)).headers.etag)).toBe(true);
  for (const [path, extra] of cases) {
    const [node, fromNginx] = await Promise.all([
      get(servers.node, path, extra, encodings),
      get(servers.nginx, path, extra, encodings),
    ]);
    // HSTS is sent by both, though browsers ignore it over plain HTTP (this loopback test); Observatory grades it over HTTPS (nginx.spec.ts).
    expect(comparable(node, servers.node), `${path} (${encodings})`).toEqual(comparable(fromNginx, servers.nginx));
  }
}

test('nginx passes the edge’s security, caching and encoding headers through for each kind of file, gzip or brotli', async () => {
  requires('nginx');
  await compareFiles('gzip');
  await compareFiles('br, gzip');
});

test('both servers pass the enquiry endpoint on with the same status and headers, the site’s own security headers added', async () => {
  requires('nginx');
  const post = (port: number, type: string, body: string, accept = 'application/json') =>
    raw(
      port,
      `POST ${enquiryEndpoint} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: ${accept}\r\nAccept-Encoding: br, gzip\r\nContent-Type: ${type}\r\n` +
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
    const label = `POST ${enquiryEndpoint} ${type} ${accept}`;
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
    // The site's own requests and the same under an area's release.
    const release = '/releases/remote_products/local';
    for (const [line, allowed] of requests) {
      for (const request of [line, line.replace(' /', ` ${release}/`)]) {
        const response = await raw(port, `${request}\r\nHost: 127.0.0.1:${port}`);
        const label = `${name} ${request.slice(0, 80)}`;
        expect(allowed, `${label} answered ${response.status}`).toContain(response.status);
        expect(response.body, label).not.toMatch(/root:x:0:0|\bat .+\.m?js:\d+|Error:/);
      }
    }
    for (const host of ['bad host', '../../etc', 'a/b']) {
      expect((await raw(port, `GET / HTTP/1.1\r\nHost: ${host}`)).status, `${name} Host: ${host}`).toBe(400);
    }
    for (const file of ['/favicon.svg', `${release}/mf-manifest.json`]) {
      const range = await raw(port, `GET ${file} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nRange: bytes=0-9`);
      expect(range.status, `${name} ${file} Range`).toBe(206);
      expect(range.headers['content-range'], `${name} ${file} Range`).toMatch(/^bytes 0-9\/\d+$/);
      expect(range.body).toHaveLength(10);
    }
    // The server still answers.
    for (const path of ['/', `${release}/mf-manifest.json`])
      expect((await get(port, path)).status, `${name} ${path} after the bad requests`).toBe(200);
  });
}

for (const [name, port] of Object.entries(servers)) {
  test(`${name === 'node' ? 'the edge' : 'nginx'} answers what it should: one address per page, an area's release files and nothing else`, async () => {
    if (name === 'nginx') requires('nginx');
    const release = '/releases/remote_products/local';
    // [path, status, where a 301 points (path and query)]
    const cases: [string, number, string?][] = [
      ['/about/', 301, '/about'],
      ['/fr/', 301, '/fr'],
      ['/fr/services/cloud-devops/?utm_source=mail', 301, '/fr/services/cloud-devops?utm_source=mail'],
      ['/index.html', 301, '/'],
      ['/index.html?utm_source=mail', 301, '/?utm_source=mail'],
      ['/about', 200],
      ['/fr', 200],
      // An area's release: its files, no page, whatever the path.
      [`${release}/mf-manifest.json`, 200],
      [release, 404],
      [`${release}/aaaa`, 404],
      [`${release}/index.html`, 404],
      [`${release}/services/cloud-devops`, 404],
      [`${release}/${'a'.repeat(7_000)}`, 404],
      ['/releases/remote_products/none/mf-manifest.json', 404],
    ];
    for (const [path, status, location] of cases) {
      const response = await get(port, path, '', 'identity');
      const label = `${name} ${path.slice(0, 60)}`;
      expect(response.status, label).toBe(status);
      expect(response.body, label).not.toContain('<title>Rsbuild App</title>');
      if (location) {
        const to = new URL(response.headers.location ?? '', `http://127.0.0.1:${port}`);
        expect(`${to.pathname}${to.search}`, label).toBe(location);
      }
    }
  });
}
