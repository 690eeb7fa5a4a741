/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endCanary, pointArea, startCanary } from 'shared-ui/deploy/area-changes.mjs';
import { parsePageData } from 'shared-ui/contract/page-data';
import { parseEdgeCounts } from 'shared-ui/contract/edge-counts';
import { buildEdge, type ShellPages } from '../server';
import { edgeMetrics } from '../metrics';
import { canaryCounts } from '../canary-counts';
import { configOf, fakeDeployment } from './fake-deployment';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A release of remote_company with `pages` (each page's h1 names the release) and a menu linking them all. */
function writeRelease(deployDir: string, release: string, pages: string[]) {
  const write = (file: string, value: unknown) => {
    const path = join(deployDir, 'releases', 'remote_company', release, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  };
  const label = (text: string) => ({ en: text, fr: text });
  write('mf-manifest.json', { name: 'remote_company' });
  write('routes.json', {
    contract: 4,
    name: 'remote_company',
    pages: pages.map((path) => ({ path, module: 'AboutPage' })),
    menu: [
      {
        group: 'services',
        sections: [
          { key: 'company', label: label('Company'), links: pages.map((path) => ({ path, label: label(path) })) },
        ],
      },
    ],
    redirects: [],
  });
  const file = (path: string, language: string) => `${language}${path}.json`;
  write('fragments/fragments.json', {
    contract: 4,
    name: 'remote_company',
    pages: Object.fromEntries(
      pages.map((path) => [path, { module: 'AboutPage', en: file(path, 'en'), fr: file(path, 'fr'), parts: [] }]),
    ),
    blocks: {},
  });
  for (const path of pages)
    for (const language of ['en', 'fr'])
      write(`fragments/${file(path, language)}`, { head: '', stylesheets: [], body: `<h1>${path} of ${release}</h1>` });
  return { release, manifest: `/releases/remote_company/${release}/mf-manifest.json` };
}

let deployment: ReturnType<typeof fakeDeployment>;
let edge: FastifyInstance;
const metrics = edgeMetrics();

beforeAll(async () => {
  deployment = fakeDeployment();
  // Every frame carries the page's data, after its content: which release it was given, and the routes.
  const pages: ShellPages = {
    ...deployment.pages,
    frame: async (url, routes) => {
      const frame = await deployment.pages.frame(url, routes);
      return { ...frame, parts: [...frame.parts, { slot: 'data' }] };
    },
  };
  edge = await buildEdge(
    configOf(deployment, { siteUrl: 'https://staging.example.org', pageCacheBytes: 16 * 1024 * 1024 }),
    pages,
    metrics,
  );
});

afterAll(async () => {
  await edge.close();
  rmSync(deployment.root, { recursive: true, force: true });
});

const get = (url: string, userAgent = browser) =>
  edge.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

/** The release a page's content came from (its h1), and the one its data names for the app. */
async function releasesOf(url: string, userAgent = browser) {
  const page = await get(url, userAgent);
  const data = parsePageData(
    JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page.body)?.[1] ?? 'null'),
  );
  return {
    status: page.statusCode,
    cacheControl: page.headers['cache-control'],
    content: / of (\w+)<\/h1>/.exec(page.body)?.[1],
    data: data.remotes.remote_company?.release,
    canaries: data.canaries ?? [],
    menu: data.routes.areas.remote_company?.menu.flatMap(({ sections }) =>
      sections.flatMap(({ links }) => links.map(({ path }) => path)),
    ),
  };
}

describe('a canary', () => {
  it('is given its share of page loads, each page whole from one release, never to a crawler; a path one release lists is that release’s', async () => {
    const { deployDir } = deployment;
    const stable = writeRelease(deployDir, 'a', ['/about', '/careers/old']);
    const canary = writeRelease(deployDir, 'b', ['/about', '/careers/new']);
    pointArea(deployDir, 'remote_company', stable);
    startCanary(deployDir, 'remote_company', canary, 50);
    try {
      const loads = await Promise.all(Array.from({ length: 200 }, () => releasesOf('/about')));
      const given = loads.filter(({ content }) => content === 'b').length;
      // 50 % of 200: below 30 % or above 70 % is a chance of less than one in a billion.
      expect(given).toBeGreaterThan(60);
      expect(given).toBeLessThan(140);
      // Counted for the canary rule by release and role (edge_canary_pages_total), none failed.
      const counted = await metrics.registry.getSingleMetricAsString('edge_canary_pages_total');
      expect(counted).toContain(`{area="company",release="b",role="canary",failed="false"} ${given}`);
      expect(counted).toContain(`{area="company",release="a",role="stable",failed="false"} ${200 - given}`);
      for (const load of loads) {
        expect(load).toMatchObject({ status: 200, cacheControl: 'private, no-cache' });
        // Its content, its code's release and its routes all of the one release it was given.
        expect(load.data).toBe(load.content);
        // Its field reports say which it was given.
        expect(load.canaries).toEqual(load.content === 'b' ? ['remote_company'] : []);
        // The canary's menu links only the pages both releases have; the stable one's, its own.
        expect(load.menu).toEqual(load.content === 'b' ? ['/about'] : ['/about', '/careers/old']);
      }

      // A crawler gets the stable release, and so do the sitemap and /remotes.json's readers that know one.
      for (const load of await Promise.all(Array.from({ length: 20 }, () => releasesOf('/fr/about', crawler))))
        expect(load.content).toBe('a');
      const sitemap = (await get('/sitemap.xml')).body;
      expect(sitemap).toContain('/careers/old</loc>');
      expect(sitemap).not.toContain('/careers/new');
      expect(JSON.parse((await get('/remotes.json')).body)).toEqual({
        remote_company: [
          'https://staging.example.org/releases/remote_company/a/mf-manifest.json',
          'https://staging.example.org/releases/remote_company/b/mf-manifest.json',
        ],
      });

      // A page only one release lists is always that release's: never a 404 because of the pick.
      for (const [url, userAgent, release] of [
        ['/careers/new', browser, 'b'],
        ['/careers/new', crawler, 'b'],
        ['/fr/careers/old', browser, 'a'],
      ] as const)
        for (const load of await Promise.all(Array.from({ length: 20 }, () => releasesOf(url, userAgent))))
          expect(load).toMatchObject({ status: 200, content: release, data: release });

      // Withdrawn: every page load gets the stable release again, which shared caches may keep.
      endCanary(deployDir, 'remote_company', 'abort');
      for (const load of await Promise.all(Array.from({ length: 20 }, () => releasesOf('/about'))))
        expect(load).toMatchObject({ content: 'a', cacheControl: 'no-cache' });
      expect((await get('/careers/new')).statusCode).toBe(404);
    } finally {
      pointArea(deployDir, 'remote_company', {
        release: 'unreachable',
        manifest: 'http://127.0.0.1:9/mf-manifest.json',
      });
    }
  });
});

describe('the edge’s counts for the canary rule', () => {
  it('counts each page by area, canary, release and role, its failures apart, and writes them whole to its own file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-counts-'));
    try {
      const counts = canaryCounts(dir, () => undefined);
      const stable = { release: 'a', manifest: '/releases/remote_company/a/mf-manifest.json' };
      const canary = { release: 'b', manifest: '/releases/remote_company/b/mf-manifest.json' };
      const since = '2026-12-08T01:00:00.000Z';
      const states = {
        remote_company: { stable, canary: { ...canary, share: 10, since } },
        remote_services: { stable },
      };
      const page = (role: 'stable' | 'canary', failed: string[]) =>
        counts.count({
          states,
          releases: { remote_company: role === 'canary' ? canary : stable, remote_services: stable },
          roles: { remote_company: role },
          areas: ['remote_company', 'remote_services'],
          failed,
        });
      // An area without a canary is not counted.
      expect(page('canary', ['remote_company'])).toEqual([
        { area: 'remote_company', release: 'b', role: 'canary', failed: true },
      ]);
      page('canary', []);
      page('stable', ['remote_services']);
      counts.close();
      const files = readdirSync(join(dir, 'counts'));
      expect(files).toEqual([expect.stringMatching(new RegExp(`-${process.pid}-[a-z0-9]+\\.json$`))]);
      expect(parseEdgeCounts(readFileSync(join(dir, 'counts', files[0] ?? ''), 'utf8'))).toEqual([
        { area: 'remote_company', since, release: 'b', role: 'canary', served: 2, failed: 1 },
        { area: 'remote_company', since, release: 'a', role: 'stable', served: 1, failed: 0 },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
