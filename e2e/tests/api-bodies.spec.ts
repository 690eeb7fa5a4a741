import { request as send } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { apis } from '../../shared-ui/contract/apis.mjs';
import { renderLocal, startNginx, stopNginx } from '../tools/local-nginx.mjs';
import { basePort } from '../playwright.config';
import { requires } from '../support/requirements';
import { expect, test } from '../support/test';

/**
 * What the site answers to bodies it cannot take, through the edge (the served site, whose services' rate limits
 * playwright.config.ts raises, and whose EDGE_BODY_TIMEOUT_MS is 2 s) and behind nginx in front of that edge
 * (shell/deploy/nginx.conf): 500 bodies each, of each kind a stated count with a stated answer, every one a status
 * (a reset or a bad gateway fails the count).
 */
requires('nginx');
test.describe.configure({ mode: 'default' });

const edgeOrigin = `http://127.0.0.1:${basePort}`;
let out: string;
let nginx: ChildProcess | undefined;
let nginxOrigin: string;

test.beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'site-bodies-'));
  const site = renderLocal({ out, port: basePort + 360, edge: edgeOrigin });
  nginxOrigin = site.shellOrigin;
  nginx = await startNginx(site.conf, site.shellOrigin);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  if (out) rmSync(out, { recursive: true, force: true });
});

interface Body {
  path: string;
  headers: Record<string, string>;
  /** Written one after another; chunked unless `length` is said. */
  parts: Buffer[];
  length?: boolean;
  pauseMs?: number;
}

/** One POST over its own connection: the answer's status and body, or `reset` if the connection failed first. */
const post = (origin: string, body: Body) =>
  new Promise<{ status: number | 'reset'; text: string }>((resolve) => {
    const size = body.parts.reduce((sum, part) => sum + part.length, 0);
    const request = send(`${origin}${body.path}`, {
      method: 'POST',
      agent: false,
      headers: { ...body.headers, ...(body.length ? { 'content-length': String(size) } : {}) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', () => resolve({ status: 'reset', text: '' }));
    });
    request.on('error', () => resolve({ status: 'reset', text: '' }));
    void (async () => {
      for (const part of body.parts) {
        if (request.destroyed) return;
        request.write(part);
        if (body.pauseMs) await new Promise((pause) => setTimeout(pause, body.pauseMs));
      }
      request.end();
    })();
  });

const json = { 'content-type': 'application/json' };
const x = (size: number) => Buffer.alloc(size, 'x');
const overField = apis.field.maxBodyBytes + 1;
const overEnquiries = apis.enquiries.maxBodyBytes + 1;
const formPost = (referer: string) => ({
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html',
  referer: `http://127.0.0.1${referer}`,
});

/** Each kind of body: how many are sent to each front, and what each front answers. */
const kinds: {
  kind: string;
  count: number;
  body: Body;
  /** The status and a part of the answer's text, through the edge and behind nginx. */
  edge: [number, RegExp];
  nginx: [number, RegExp];
}[] = [
  {
    kind: 'a report batch over its limit, its Content-Length said',
    count: 100,
    body: { path: '/api/field/events', headers: json, parts: [x(overField)], length: true },
    edge: [413, /^\{"error":"too-large"\}$/],
    nginx: [413, /^\{"error":"too-large"\}$/],
  },
  {
    kind: 'an enquiry over its limit, chunked',
    count: 100,
    body: { path: '/api/enquiries', headers: json, parts: [x(32 * 1024), x(32 * 1024), x(32 * 1024)] },
    edge: [413, /^\{"error":"too-large"\}$/],
    nginx: [413, /^\{"error":"too-large"\}$/],
  },
  {
    kind: 'a form posted without JavaScript from /fr/contact, over its limit',
    count: 50,
    body: { path: '/api/enquiries', headers: formPost('/fr/contact'), parts: [x(overEnquiries)], length: true },
    edge: [413, /<html lang="fr"[^]*trop long/],
    nginx: [413, /<html lang="fr"[^]*trop long/],
  },
  {
    kind: 'a form posted without JavaScript from /contact, over its limit',
    count: 50,
    body: { path: '/api/enquiries', headers: formPost('/contact'), parts: [x(overEnquiries)] },
    edge: [413, /<html lang="en"[^]*too long/],
    nginx: [413, /<html lang="en"[^]*too long/],
  },
  {
    kind: 'a report batch that is not JSON',
    count: 100,
    body: { path: '/api/field/events', headers: json, parts: [Buffer.from('{"v":')], length: true },
    edge: [400, /malformed/],
    nginx: [400, /malformed/],
  },
  {
    kind: 'an enquiry that is not JSON',
    count: 50,
    body: { path: '/api/enquiries', headers: json, parts: [Buffer.from('{"firstName": "Ada')] },
    edge: [400, /bad-request/],
    nginx: [400, /bad-request/],
  },
  {
    // nginx reads a body whole before passing it on: the edge gets it at once, and the collector answers it.
    kind: 'a report batch slower than the edge allows (3 parts, 1.2 s apart)',
    count: 50,
    body: { path: '/api/field/events', headers: json, parts: [x(10), x(10), x(10)], pauseMs: 1200 },
    edge: [408, /^\{"error":"too-slow"\}$/],
    nginx: [400, /malformed/],
  },
];

for (const front of ['edge', 'nginx'] as const) {
  test(`500 bodies it cannot take, each answered with its status, never a reset or a bad gateway (${front})`, async () => {
    test.setTimeout(120_000);
    const origin = front === 'edge' ? edgeOrigin : nginxOrigin;
    // The kinds mixed (one of each in turn), 50 connections at a time.
    const sent = Array.from({ length: Math.max(...kinds.map(({ count }) => count)) }, (_, round) =>
      kinds.filter(({ count }) => round < count),
    ).flat();
    expect(sent).toHaveLength(500);
    const tally = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < sent.length) {
        const kind = sent[next++]!;
        const { status, text } = await post(origin, kind.body);
        const [expected, pattern] = kind[front];
        const line = `${kind.kind}: ${status === expected && pattern.test(text) ? expected : `${status} ${text.slice(0, 80)}`}`;
        tally.set(line, (tally.get(line) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    const counted = Object.fromEntries([...tally].sort());
    expect(counted).toEqual(
      Object.fromEntries(kinds.map((kind) => [`${kind.kind}: ${kind[front][0]}`, kind.count]).sort()),
    );
  });
}

/** A request as written, over its own connection to `origin`: the status line's code, or 0 if none came. */
const raw = (origin: string, head: string) =>
  new Promise<number>((resolve) => {
    const { port, host } = new URL(origin);
    let answer = '';
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${head}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    );
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => undefined);
  });

test('a body both sized and chunked is refused, and headers too large, through the edge and behind nginx', async () => {
  const smuggled = 'POST /api/field/events HTTP/1.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked';
  const bigHeader = `GET / HTTP/1.1\r\nX-Padding: ${'x'.repeat(20_000)}`;
  const longLine = `GET /${'a'.repeat(20_000)} HTTP/1.1`;
  expect(await raw(edgeOrigin, smuggled)).toBe(400);
  expect(await raw(edgeOrigin, bigHeader)).toBe(431);
  expect(await raw(edgeOrigin, longLine)).toBe(431);
  // nginx's own answers: 400 for both, 400 for headers over its buffers, 414 for a request line over them.
  expect(await raw(nginxOrigin, smuggled)).toBe(400);
  expect(await raw(nginxOrigin, bigHeader)).toBe(400);
  expect(await raw(nginxOrigin, longLine)).toBe(414);
});
