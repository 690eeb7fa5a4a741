/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCanary } from 'shared-ui/deploy/area-changes.mjs';
import { readAreaState } from 'shared-ui/deploy/area-locations.mjs';
import {
  postEvents,
  shellRelease,
  start,
  tempSite,
  testConfig,
  type Collector,
} from '../../collector/__tests__/helpers';
import { fieldTallies } from '../field-tallies';
import { compareCanaries } from '../compare';
import { readReport, reportText } from '../../report/report';
import { reportHtml } from '../../report/html';

let site: ReturnType<typeof tempSite>;
let collector: Collector | undefined;

afterEach(async () => {
  await collector?.stop();
  collector = undefined;
  site.remove();
});

/** A page load's report (version 2) of the products page, given `role` of the products area. */
const pageLoad = (page: string, role: 'stable' | 'canary', requested: boolean, events: unknown[] = []) => ({
  v: 2,
  route: '/vulnyzer-platform',
  language: 'fr',
  device: 'phone',
  page: `page-${page}`.padEnd(16, '0'),
  releases: {
    products: { release: role === 'canary' ? 'p8' : 'p7', role },
    services: { release: 'r42', role: 'stable' },
    company: { release: 'c3', role: 'stable' },
  },
  requested: requested ? ['products'] : [],
  events,
});
const failed = { type: 'remote', area: 'products', release: 'p8', outcome: 'failed', module: 'Page' };
const shellError = { type: 'error', area: 'shell', release: shellRelease, kind: 'error', message: 'TypeError: x' };
const lcp = (release: string, value: number) => ({
  type: 'vital',
  area: 'products',
  release,
  name: 'LCP',
  value,
  rating: 'good',
  navigationType: 'navigate',
});

describe('the field reports’ measure of a canary', () => {
  it('counts each page load that asked for the area’s code once, by role, and those with any error or failed remote', async () => {
    site = tempSite();
    const p8 = join(site.deployDir, 'releases', 'remote_products', 'p8');
    mkdirSync(p8, { recursive: true });
    writeFileSync(join(p8, 'mf-manifest.json'), '{}');
    startCanary(
      site.deployDir,
      'remote_products',
      { release: 'p8', manifest: '/releases/remote_products/p8/mf-manifest.json' },
      10,
      { now: new Date(Date.now() - 60_000) },
    );
    ({ collector } = await start(testConfig(site)));
    const answers = await Promise.all([
      // The canary: three page loads that asked for its code, two of them with something wrong, whoever threw.
      postEvents(collector, pageLoad('a', 'canary', true, [failed, failed])),
      postEvents(collector, pageLoad('b', 'canary', true, [shellError])),
      postEvents(collector, pageLoad('c', 'canary', false)),
      // Its second report, once the page asked for the area's code: still one page load.
      postEvents(collector, pageLoad('c', 'canary', true, [lcp('p8', 2400)])),
      // Never asked for its code: not counted, whatever went wrong.
      postEvents(collector, pageLoad('d', 'canary', false, [shellError])),
      // The stable release: two page loads that asked for its code, nothing wrong.
      postEvents(collector, pageLoad('e', 'stable', true, [lcp('p7', 900)])),
      postEvents(collector, pageLoad('f', 'stable', true, [lcp('p7', 1100)])),
      postEvents(collector, pageLoad('f', 'stable', false)),
    ]);
    expect(answers.map(({ status }) => status)).toEqual(Array(8).fill(204));
    collector.flush();
    const canary = readAreaState(site.deployDir, 'remote_products')?.canary;
    if (!canary) throw new Error('no canary');
    expect(fieldTallies(site.dbFile)('remote_products', canary, 'p7')).toEqual({
      stable: { loads: 2, bad: 0 },
      canary: { loads: 3, bad: 2 },
    });
    // pnpm field-report's comparison: the two releases side by side, the edges' counts (none here) beside.
    const [compared, ...others] = compareCanaries({
      deployDir: site.deployDir,
      dbFile: site.dbFile,
      warn: () => undefined,
    });
    expect(others).toEqual([]);
    expect(compared).toMatchObject({
      area: 'products',
      share: 10,
      stable: {
        release: 'p7',
        pagesServed: 0,
        edgeFailures: 0,
        pageLoads: 2,
        pageLoadsWrong: 0,
        lcp: { p75: 1100, count: 2 },
      },
      canary: { release: 'p8', pageLoads: 3, pageLoadsWrong: 2, lcp: { p75: 2400, count: 1 } },
      verdict: 'too-few',
      overdue: false,
    });
    const report = { ...readReport(site.dbFile), canaries: [compared!] };
    expect(reportText(report)).toContain(
      '    canary p8            pages served 0, with a failure – of 0; page loads that asked for its code 3, with an error or a failed remote 66.7 % of 3; LCP 2400 ms (1), INP –',
    );
    expect(reportText(report)).toContain(
      '    verdict: not enough data yet: fewer than 30 page loads of a release in a measure',
    );
    expect(reportHtml(report)).toContain('<h2>Canaries</h2>');
    // The events keep the page load they came from; a page load's areas one row each.
    expect(collector.store.all("SELECT COUNT(*) AS n FROM events WHERE page = 'page-a0000000000'")).toEqual([{ n: 2 }]);
    expect(collector.store.all('SELECT COUNT(*) AS n FROM page_areas')).toEqual([{ n: 18 }]);
  });
});
