import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePort } from '../playwright.config';
import { startSiteInstance } from '../support/site-instance';
import { hydrateView, urlIn, waitForApp } from '../support/site';
import { expect, remoteFaultMessage, test, type Page } from '../support/test';
import { startCanary, storeRelease } from '../../shared-ui/deploy/area-changes.mjs';
import { readAreaState } from '../../shared-ui/deploy/area-locations.mjs';
import type { FieldReport } from '../../field/report/report';

/**
 * A canary whose code throws as it runs, on a site of its own with the canary watch's small thresholds: visitors'
 * page loads (each asks for the area's code, then is left, so that its report is sent) reach the field report,
 * which shows the canary beside the stable release, and the watch withdraws it on the page reports alone.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const minLoads = 5;
// A visitor's browser: the edge gives a headless browser, as a crawler, the stable release.
test.use({
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
});

test('a canary whose code throws is shown beside its stable release in the field report, then withdrawn on the page reports', async ({
  page,
  faults,
}) => {
  test.setTimeout(180_000);
  faults.expect('remoteThrows');
  const site = await startSiteInstance(basePort + 380, 'canary', [], {
    CANARY_CHECK_SECONDS: '1',
    CANARY_MIN_LOADS: String(minLoads),
    // Every visitor here is one address: the collector's limit per address (30 a minute) would drop their reports.
    FIELD_RATE_LIMIT: '10000',
  });
  /** One visitor's page load of the products page: its code asked for, then the page left; the release it was given. */
  const visit = async (visitor: Page, index: number) => {
    const language = index % 2 ? 'fr' : 'en';
    await visitor.goto(`${site.origin}${urlIn('/vulnyzer-platform', language)}`);
    await waitForApp(visitor);
    const release = await visitor.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as {
            remotes: Record<string, { release: string }>;
          }
        ).remotes.remote_products?.release,
    );
    await hydrateView(visitor);
    // The canary's page keeps its server HTML, with the notice and Retry.
    if (release === 'canary-1') await expect(visitor.locator('[data-remote-kept]')).toBeVisible();
    await visitor.goto('about:blank');
    return release;
  };
  try {
    // The collector answers behind the edge (a 404 for a GET of its endpoint) once it is up.
    await expect
      .poll(async () => (await fetch(`${site.origin}/api/field/events`)).status, { timeout: 30_000 })
      .toBe(404);
    storeRelease(site.deployDir, 'remote_products', join(repo, 'remote-products', 'dist'), 'canary-1');
    startCanary(
      site.deployDir,
      'remote_products',
      { release: 'canary-1', manifest: '/releases/remote_products/canary-1/mf-manifest.json' },
      50,
    );
    await page.route('**/releases/remote_products/canary-1/**/*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `throw new Error(${JSON.stringify(remoteFaultMessage)});`,
      }),
    );
    const given = { local: 0, 'canary-1': 0 } as Record<string, number>;
    let beside: FieldReport['canaries'][number] | undefined;
    for (let index = 0; index < 60 && readAreaState(site.deployDir, 'remote_products')?.canary; index += 1) {
      const release = (await visit(page, index)) ?? '';
      given[release] = (given[release] ?? 0) + 1;
      // While it runs, the report shows it beside the stable release, with what went wrong on its page loads.
      beside ??= site.fieldReport().canaries.find(({ canary }) => canary.pageLoadsWrong > 0);
    }
    await expect
      .poll(() => readAreaState(site.deployDir, 'remote_products')?.canary, { timeout: 30_000 })
      .toBeUndefined();
    expect(beside).toMatchObject({
      area: 'products',
      share: 50,
      stable: { release: 'local', pageLoadsWrong: 0 },
      canary: { release: 'canary-1' },
    });
    expect(given['canary-1']).toBeGreaterThanOrEqual(minLoads);
    expect(given.local).toBeGreaterThanOrEqual(minLoads);
    // Its failures are reported under the canary's release.
    expect(site.fieldReport().remotes).toContainEqual(
      expect.objectContaining({ area: 'products', release: 'canary-1', outcome: 'failed' }),
    );
    // Withdrawn: every page load gets the stable release again, and works.
    for (let index = 0; index < 4; index += 1) expect(await visit(page, index)).toBe('local');
  } finally {
    site.stop();
  }
});
