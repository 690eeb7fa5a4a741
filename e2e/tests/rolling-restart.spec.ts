import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { startEdge, type RunningEdge } from '../../shell/deploy/edge-process.mjs';
import { restartEdges } from '../../shell/deploy/restart-edges.mjs';
import { readAreaLocation } from '../../shared-ui/deploy/area-locations.mjs';
import { pointArea } from '../../shared-ui/deploy/area-changes.mjs';
import { enquiryEndpoint } from '../../remote-company/src/pages/contact/form/send-enquiry';
import { renderLocal, startNginx, stopNginx, type LocalSite } from '../tools/local-nginx.mjs';
import { basePort } from '../playwright.config';
import { mailsWith, uniqueToken } from '../support/mail-sink';
import { requires } from '../support/requirements';
import { expect, test } from '../support/test';

/**
 * Two edges over one deploy folder behind nginx (shell/deploy/nginx.conf with --edge twice), the served site's
 * enquiry service and collector behind both: restarted one at a time by shell/deploy/restart-edges.mjs under load
 * of pages, reports and enquiries, no request is lost and no enquiry delivered twice; an area repointed while both
 * run shows on each one's next request.
 */
requires('nginx');
test.describe.configure({ mode: 'default' });

const port = basePort + 370;
let dir: string;
let site: LocalSite;
let nginx: ChildProcess | undefined;
const edges = new Map<string, RunningEdge>();

const startOne = async (origin: string) => {
  const edge = await startEdge({
    port: Number(new URL(origin).port),
    deployDir: site.deployDir,
    env: {
      SITE_URL: site.shellOrigin,
      // The served site's services (playwright.config.ts's local-site.mjs on basePort).
      EDGE_API_UPSTREAM: `http://127.0.0.1:${basePort + 1}`,
      EDGE_FIELD_UPSTREAM: `http://127.0.0.1:${basePort + 3}`,
      EDGE_TRUST_PROXY: 'loopback',
    },
  });
  edges.set(origin, edge);
};
const origins = [`http://127.0.0.1:${port + 8}`, `http://127.0.0.1:${port + 9}`];

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-restart-'));
  site = renderLocal({ out: dir, port, edge: origins });
  for (const origin of origins) await startOne(origin);
  nginx = await startNginx(site.conf, site.shellOrigin);
});

test.afterAll(async () => {
  await stopNginx(nginx);
  for (const edge of edges.values()) await edge.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a rolling restart of both edges under load loses no request and delivers no enquiry twice', async () => {
  test.setTimeout(180_000);
  const pages = ['/', '/fr', '/about', '/fr/services/cloud-devops', '/vulnyzer-platform', '/fr/contact', '/nope'];
  const outcomes = new Map<string, number>();
  const tokens: string[] = [];
  const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
  let running = true;
  /**
   * What each request got: its status, or the error that stood in for one. Each on a connection of its own, as the
   * restart's concern is the edges: a browser reusing a connection that nginx closes as it reloads sends its
   * request again, which a plain client does not.
   */
  const send = (kind: string, path: string, { method = 'GET', body }: { method?: string; body?: string } = {}) =>
    new Promise<void>((done) => {
      const request = httpRequest(`${site.shellOrigin}${path}`, {
        method,
        agent: false,
        headers: body ? { 'content-type': 'application/json' } : {},
      });
      request.on('response', (response) => {
        response.resume().on('end', () => done(void count(`${kind} ${response.statusCode}`)));
      });
      request.on('error', (error) => done(void count(`${kind} failed: ${error.message}`)));
      request.end(body);
    });
  const load = async (worker: number) => {
    for (let i = 0; running; i++) {
      if (worker === 0 && i % 10 === 0 && tokens.length < 40) {
        const token = uniqueToken();
        tokens.push(token);
        const enquiry = {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          serviceInterest: 'security',
        };
        await send('enquiry', enquiryEndpoint, {
          method: 'POST',
          body: JSON.stringify({ ...enquiry, message: `A rolling restart: ${token}` }),
        });
        // Every other request a POST, which nginx never passes to another edge: one sent to a draining edge is lost.
      } else if (i % 2 === 1) await send('report', '/api/field/events', { method: 'POST', body: '{}' });
      else await send('page', pages[(worker + i) % pages.length]!);
    }
  };
  const workers = () =>
    execFileSync('pgrep', ['-P', String(nginx!.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  const workersAtStart = workers();
  const loads = Array.from({ length: 6 }, (_, worker) => load(worker));
  const log: string[] = [];
  await restartEdges({
    site: site.shellOrigin,
    out: join(dir, 'sites'),
    nginxPid: nginx!.pid!,
    edges: origins,
    restart: async (origin) => {
      // nginx's front names the edge no more, and no worker that ran with it is left (its pids are new).
      expect(readFileSync(join(dir, 'sites', 'kestrel.conf'), 'utf8')).not.toContain(new URL(origin).host);
      const now = workers();
      expect(now.some((pid) => workersAtStart.includes(pid))).toBe(false);
      workersAtStart.push(...now);
      await edges.get(origin)!.stop();
      await startOne(origin);
    },
    log: (line) => log.push(line),
  });
  running = false;
  await Promise.all(loads);
  expect(log).toHaveLength(4);
  const counted = Object.fromEntries([...outcomes].sort());
  // Every request answered as it would be with no restart: pages 200 (and the unknown path's 404), each report the
  // collector's 400, each enquiry 202.
  expect(Object.keys(counted)).toEqual(
    ['enquiry 202', 'page 200', 'page 404', 'report 400'].filter((key) => key in counted),
  );
  expect(counted['page 200']).toBeGreaterThan(100);
  expect(counted['enquiry 202']).toBe(tokens.length);
  for (const token of tokens) await expect.poll(() => mailsWith(token).length, { timeout: 30_000 }).toBe(1);
});

test('an area repointed while both edges run shows on the next request to each, its pages composed anew', async () => {
  const original = readAreaLocation(site.deployDir, 'remote_products');
  const page = '/vulnyzer-platform';
  /** What each edge answers now: the products' manifest it names, and the status of one of its pages. */
  const asked = () =>
    Promise.all(
      origins.map(async (origin) => {
        const remotes = (await (await fetch(`${origin}/remotes.json`)).json()) as Record<string, string>;
        return { manifest: remotes.remote_products, page: (await fetch(`${origin}${page}`)).status };
      }),
    );
  // Each edge keeps the page (asked twice: kept once compressed).
  await asked();
  const before = await asked();
  expect(before.map(({ page }) => page)).toEqual([200, 200]);
  const unreachable = 'http://127.0.0.1:9/mf-manifest.json';
  try {
    pointArea(site.deployDir, 'remote_products', { release: 'elsewhere', manifest: unreachable });
    // The next request to each: the new location, and the page composed from it (its release does not answer).
    expect(await asked()).toEqual([
      { manifest: unreachable, page: 503 },
      { manifest: unreachable, page: 503 },
    ]);
  } finally {
    pointArea(site.deployDir, 'remote_products', original);
  }
  expect(await asked()).toEqual(before);
});
