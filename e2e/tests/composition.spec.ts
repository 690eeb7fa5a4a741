import { requires } from '../support/requirements';
import { expect, test, type Page, type Request } from '../support/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChildProcess } from 'node:child_process';
import sirv from 'sirv';
import { basePort } from '../playwright.config';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { markServerH1, expectServerH1Hydrated } from '../support/hydration';
import { hydrateView, urlIn, waitForApp, type Language } from '../support/site';
import { startSiteInstance } from '../support/site-instance';
import { retryAfterSeconds } from '../../shared-ui/deploy/compose.mjs';
import { copyCheckout, pnpm, repoRoot } from '../tools/checkout-copy.mjs';
import { startEdge, type RunningEdge } from '../../shell/deploy/edge-process.mjs';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts';
import { renderLocal, startNginx, stopNginx } from '../tools/local-nginx.mjs';
import {
  endCanary,
  pointArea,
  publishRelease,
  startCanary,
  storeRelease,
} from '../../shared-ui/deploy/area-changes.mjs';
import { readAreaState } from '../../shared-ui/deploy/area-locations.mjs';

/**
 * A remote team's independent deploy, end to end, on both servers: the
 * products team changes the Vulnyzer hero title and the home page's Vulnyzer
 * block in both languages, and a shared-ui component in its own build only,
 * builds remote-products alone (in another checkout), publishes it as a new
 * release of the edge, then on an origin of its own, and points its area's location at it.
 * Nothing of the shell or the other remotes is rebuilt or re-run.
 */
const copy = {
  en: {
    unavailable: commonEn.remote.errorTitle,
    before: 'Vulnyzer platform',
    after: 'Vulnyzer, redeployed by its own team',
    blockBefore: 'Find and fix vulnerabilities before they are exploited',
    blockAfter: 'Vulnerabilities found and fixed, from the new release',
  },
  fr: {
    unavailable: commonFr.remote.errorTitle,
    before: 'Plateforme Vulnyzer',
    after: 'Vulnyzer, redéployé par son équipe',
    blockBefore: 'Détectez et corrigez les vulnérabilités avant qu’elles ne soient exploitées',
    blockAfter: 'Des vulnérabilités détectées et corrigées, depuis la nouvelle version',
  },
} as const;
const languages = ['en', 'fr'] as const;
const releasesPort = basePort + 170;
/** A declaration the new release adds to its hero's title, which its pages' CSS carries from the next request on. */
const newHeroRule = 'scroll-margin-top:7rem';

test.describe.configure({ mode: 'serial' });

let work: string;
let releases: Server[] = [];
/** Release `version` of the products area on an origin of its own, at `port`. */
const release = (port: number, version: string) => ({
  release: version,
  manifest: `http://127.0.0.1:${port}/releases/${version}/mf-manifest.json`,
});

/** Static hosting for remote releases (a bucket or CDN): versioned folders, readable by any origin. */
function startReleaseHost(root: string, port: number) {
  const files = sirv(root, { dev: true, etag: true, extensions: [] });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => void res.writeHead(404).end('Not found'));
  });
  return new Promise<Server>((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'site-composition-'));
  // v1: what is deployed now. v2: the products team's new build, made in a checkout of its own.
  const root = join(work, 'hosting');
  cpSync(join(repoRoot, 'remote-products', 'dist'), join(root, 'releases', 'v1'), { recursive: true });
  const checkout = copyCheckout('redeploy');
  try {
    const edit = (file: string, replace: (text: string) => string) => {
      const path = join(checkout.dir, file);
      const text = readFileSync(path, 'utf8');
      const edited = replace(text);
      expect(edited, file).not.toBe(text);
      writeFileSync(path, edited);
    };
    for (const language of languages) {
      edit(`remote-products/src/locales/${language}.ts`, (text) =>
        text
          .replace(`title: '${copy[language].before}'`, `title: '${copy[language].after}'`)
          .replace(`title: '${copy[language].blockBefore}'`, `title: '${copy[language].blockAfter}'`),
      );
    }
    // A shared-ui component changed in this remote's build only, its markup and its CSS: the shell and the other
    // remotes keep theirs.
    edit('shared-ui/src/components/hero/hero.tsx', (text) =>
      text.replace('<h1 className={styles.title}>', '<h1 className={styles.title} data-hero-release="2">'),
    );
    edit('shared-ui/src/components/hero/hero.module.scss', (text) =>
      text.replace('  letter-spacing: -0.025em;\n}', `  letter-spacing: -0.025em;\n  ${newHeroRule};\n}`),
    );
    pnpm(checkout.dir, ['--filter', 'remote-products', 'build']);
    cpSync(join(checkout.dir, 'remote-products', 'dist'), join(root, 'releases', 'v2'), { recursive: true });
  } finally {
    checkout.remove();
  }
  // The same folders on a first origin and, for the second case, on a new one.
  releases = await Promise.all([startReleaseHost(root, releasesPort), startReleaseHost(root, releasesPort + 1)]);
});

test.afterAll(async () => {
  await Promise.all(releases.map((server) => new Promise((done) => server.close(done))));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** What a crawler gets: the page's HTML as the server sends it. */
async function crawl(origin: string, path: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${origin}${path}`);
      return { status: response.status, html: await response.text() };
    } catch (error) {
      // A keep-alive connection to an nginx worker that a reload just retired is closed under it: ask again.
      if (attempt === 3) throw error;
    }
  }
}

async function expectCrawlerSees(origin: string, version: 'before' | 'after', where: string) {
  for (const language of languages) {
    const page = await crawl(origin, urlIn('/vulnyzer-platform', language));
    expect(page.status, `${where} ${language}`).toBe(200);
    expect(page.html, `${where} ${language}`).toMatch(new RegExp(`<h1 [^>]*>${copy[language][version]}</h1>`));
    // The release's CSS with its HTML, in the page's critical CSS.
    expect(new RegExp(`<style>[^<]*${newHeroRule}`).test(page.html), `${where} ${language} CSS`).toBe(
      version === 'after',
    );
    const home = await crawl(origin, urlIn('/', language));
    expect(home.html, `${where} ${language} home`).toContain(
      copy[language][version === 'before' ? 'blockBefore' : 'blockAfter'],
    );
  }
}

/** A visitor: the new title from the first paint (it is in the HTML), hydrated as it is, with the new shared-ui markup, no shift (no error: the suite's console guard). */
async function expectVisitorSees(page: Page, origin: string, language: Language) {
  await markServerH1(page);
  await watchLayoutShifts(page);
  await page.goto(`${origin}${urlIn('/vulnyzer-platform', language)}`);
  await waitForApp(page);
  // Its code, once asked for, is the new release's: the HTML hydrates with it.
  await hydrateView(page);
  await expectServerH1Hydrated(page, `${language} new release`);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(copy[language].after);
  await expect(h1).toHaveAttribute('data-hero-release', '2');
  await page.waitForTimeout(300);
  expect(await layoutShifts(page)).toEqual([]);
}

test('the edge: a remote published as a new release, rolled back, then moved to another origin, is in the next response, for crawlers and visitors, in both languages', async ({
  page,
  faults,
}) => {
  test.setTimeout(120_000);
  // The part where a page's release is gone makes its remote's files fail on purpose.
  faults.expect('remoteUnavailable');
  const site = await startSiteInstance(basePort + 140, 'composition');
  // The products team's deploy: each build published as a release of the edge (README, "Deploying one remote on its own").
  const publish = (version: string) =>
    publishRelease(site.deployDir, 'remote_products', join(work, 'hosting', 'releases', version), version);
  const rollBack = (version: string) =>
    site.repoint('remote_products', {
      release: version,
      manifest: `/releases/remote_products/${version}/mf-manifest.json`,
    });
  try {
    publish('v1');
    await expectCrawlerSees(site.origin, 'before', 'v1');

    // The release a page was composed from is gone by the time its code loads (a redeploy in
    // between): its content stays readable, and Retry gets the page of the release deployed now.
    await page.route('**/remote_products/v1/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto(`${site.origin}/vulnyzer-platform`);
    publish('v2');
    await waitForApp(page);
    await hydrateView(page);
    await expect(page.getByRole('alert')).toContainText(commonEn.remote.keptText);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.before);
    const reloaded = page.waitForResponse((answer) => answer.url() === `${site.origin}/vulnyzer-platform`);
    await page.getByRole('button', { name: commonEn.remote.retry }).click();
    expect((await reloaded).status()).toBe(200);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.en.after);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.unrouteAll();
    // Rolled back to the release kept in the releases folder: one file rewritten.
    rollBack('v1');
    await expectCrawlerSees(site.origin, 'before', 'v1, rolled back');

    // A page opened just before the redeploy...
    await page.goto(`${site.origin}/vulnyzer-platform`);
    await waitForApp(page);
    rollBack('v2');
    // ...keeps working when the visitor navigates on: its build's files are still published.
    await page.getByRole('banner').getByRole('link', { name: 'MeetlyHub' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MeetlyHub');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The next request of any page of the remote is the new release.
    await expectCrawlerSees(site.origin, 'after', 'v2, published');
    for (const language of languages) await expectVisitorSees(page, site.origin, language);

    // The same release on an origin of its own (a CDN): the CSP follows the area's location, nothing else is touched.
    site.repoint('remote_products', release(releasesPort + 1, 'v2'));
    await expectCrawlerSees(site.origin, 'after', 'v2, new origin');
    const csp = (await fetch(`${site.origin}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`http://127.0.0.1:${releasesPort + 1}`);
    expect(csp).not.toContain(`http://127.0.0.1:${releasesPort}`);
    await expectVisitorSees(page, site.origin, 'fr');
  } finally {
    site.stop();
  }
});

/** A visitor's browser: the edge gives a crawler (a headless browser or a script, as their User-Agent says) the stable release. */
const visitorAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** The release of the products area a page's HTML is of, by its title, its critical CSS and its data, which agree. */
async function releaseOfPage(origin: string, language: Language, userAgent = visitorAgent) {
  const response = await fetch(`${origin}${urlIn('/vulnyzer-platform', language)}`, {
    headers: { 'user-agent': userAgent },
  });
  const html = await response.text();
  const version = html.includes(`>${copy[language].after}</h1>`) ? 'v2' : 'v1';
  expect(html, `${language} title`).toContain(`>${copy[language][version === 'v2' ? 'after' : 'before']}</h1>`);
  expect(new RegExp(`<style>[^<]*${newHeroRule}`).test(html), `${language} CSS`).toBe(version === 'v2');
  expect(html, `${language} data`).toContain(`"remote_products":{"release":"${version}"`);
  return { version, cacheControl: response.headers.get('cache-control') };
}

test.describe('as a visitor', () => {
  test.use({ userAgent: visitorAgent });

  test('a canary: half the page loads get the new release, each page whole from one release in the browser too; a crawler the stable one; promoted, every page the new one', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const site = await startSiteInstance(basePort + 145, 'composition-canary');
    const location = (version: string) => ({
      release: version,
      manifest: `/releases/remote_products/${version}/mf-manifest.json`,
    });
    try {
      for (const version of ['v1', 'v2'])
        publishRelease(site.deployDir, 'remote_products', join(work, 'hosting', 'releases', version), version);
      site.repoint('remote_products', location('v1'));
      startCanary(site.deployDir, 'remote_products', location('v2'), 50);

      const loads = await Promise.all(
        Array.from({ length: 100 }, (_, i) => releaseOfPage(site.origin, languages[i % 2] ?? 'en')),
      );
      const canary = loads.filter(({ version }) => version === 'v2').length;
      expect(canary).toBeGreaterThanOrEqual(30);
      expect(canary).toBeLessThanOrEqual(70);
      expect(new Set(loads.map(({ cacheControl }) => cacheControl))).toEqual(new Set(['private, no-cache']));
      const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      for (let i = 0; i < 10; i += 1) expect((await releaseOfPage(site.origin, 'fr', googlebot)).version).toBe('v1');

      // In the browser, until both releases have been seen: the page hydrates with the code of the release it was
      // given, and asks for nothing of the other.
      const seen = new Set<string>();
      for (let i = 0; seen.size < 2 && i < 12; i += 1) {
        const language = languages[i % 2] ?? 'en';
        const asked: string[] = [];
        const ask = (request: Request) => {
          if (request.url().includes('/releases/remote_products/')) asked.push(request.url());
        };
        page.on('request', ask);
        await markServerH1(page);
        await page.goto(`${site.origin}${urlIn('/vulnyzer-platform', language)}`);
        await waitForApp(page);
        await hydrateView(page);
        await expectServerH1Hydrated(page, `${language} load ${i}`);
        const version =
          (await page.getByRole('heading', { level: 1 }).textContent()) === copy[language].after ? 'v2' : 'v1';
        seen.add(version);
        expect(asked.length, `${language} load ${i}`).toBeGreaterThan(0);
        expect(asked.filter((url) => !url.includes(`/releases/remote_products/${version}/`))).toEqual([]);
        page.off('request', ask);
      }
      expect([...seen].sort()).toEqual(['v1', 'v2']);

      endCanary(site.deployDir, 'remote_products', 'promote');
      for (const language of languages) {
        const promoted = await releaseOfPage(site.origin, language);
        expect(promoted).toEqual({ version: 'v2', cacheControl: 'no-cache' });
      }
    } finally {
      site.stop();
    }
  });

  test('a canary whose pages fail on the server is withdrawn by the canary watch on the edge’s counts alone', async () => {
    test.setTimeout(90_000);
    // Small thresholds: judged after 10 page loads of each release, checked every second.
    const site = await startSiteInstance(basePort + 145, 'composition-canary-broken', [], {
      CANARY_CHECK_SECONDS: '1',
      CANARY_MIN_LOADS: '10',
    });
    try {
      publishRelease(site.deployDir, 'remote_products', join(work, 'hosting', 'releases', 'v1'), 'v1');
      // v2 with its pages' fragments broken: the edge cannot compose its content, the page is a 503.
      const broken = join(work, 'broken-v2');
      cpSync(join(work, 'hosting', 'releases', 'v2'), broken, { recursive: true });
      for (const language of languages)
        writeFileSync(join(broken, 'fragments', language, 'vulnyzer-platform.json'), '{"head": ');
      storeRelease(site.deployDir, 'remote_products', broken, 'v2-broken');
      startCanary(
        site.deployDir,
        'remote_products',
        { release: 'v2-broken', manifest: '/releases/remote_products/v2-broken/mf-manifest.json' },
        50,
      );
      const statuses: number[] = [];
      await expect
        .poll(
          async () => {
            const answers = await Promise.all(
              languages.map((language) =>
                fetch(`${site.origin}${urlIn('/vulnyzer-platform', language)}`, {
                  headers: { 'user-agent': visitorAgent },
                }),
              ),
            );
            statuses.push(...answers.map(({ status }) => status));
            return readAreaState(site.deployDir, 'remote_products')?.canary;
          },
          { timeout: 60_000, intervals: [200] },
        )
        .toBeUndefined();
      // Some visitors met the broken canary's 503 before it was withdrawn; none since.
      expect(statuses).toContain(503);
      expect(readAreaState(site.deployDir, 'remote_products')).toMatchObject({ stable: { release: 'v1' } });
      for (const language of languages)
        expect((await releaseOfPage(site.origin, language)).version, language).toBe('v1');
    } finally {
      site.stop();
    }
  });
});

test('a remote down at request time: its pages are 503 with the translated notice and Retry, a home block missing is a 200, and Retry gets the page once the remote is back', async ({
  page,
  faults,
}) => {
  test.setTimeout(60_000);
  // The 503 document is logged as a failed resource.
  faults.expect('remoteUnavailable');
  const site = await startSiteInstance(basePort + 160, 'composition-down');
  try {
    site.repoint('remote_products', { release: 'unreachable', manifest: 'http://127.0.0.1:9/mf-manifest.json' });
    for (const language of languages) {
      const route = await fetch(`${site.origin}${urlIn('/vulnyzer-platform', language)}`);
      expect(route.status, language).toBe(503);
      expect(route.headers.get('retry-after'), language).toBe(String(retryAfterSeconds));
      const html = await route.text();
      // A location that never answered: not even the area's routes, so its place is named by the area alone.
      expect(html).toContain(`data-remote-missing="remote_products/Page"`);
      expect(html).toContain(`<title>${copy[language].unavailable}</title>`);
      const home = await fetch(`${site.origin}${urlIn('/', language)}`);
      expect(home.status, `${language} home`).toBe(200);
      const homeHtml = await home.text();
      expect(homeHtml).toContain('data-remote-missing="remote_products/HomeVulnyzerBlock"');
      expect(homeHtml).toContain('data-remote-block="remote_services/HomeServiceOverview"');
    }

    const response = await page.goto(`${site.origin}/fr/vulnyzer-platform`);
    expect(response?.status()).toBe(503);
    await waitForApp(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.fr.unavailable);
    // Back, wherever it is now: Retry asks the server for the page again, which has it.
    site.repoint('remote_products', release(releasesPort, 'v1'));
    const again = page.waitForResponse((answer) => answer.url() === `${site.origin}/fr/vulnyzer-platform`);
    await page.getByRole('link', { name: commonFr.remote.retry }).click();
    expect((await again).status()).toBe(200);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.fr.before);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    site.stop();
  }
});

test('behind nginx: the same redeploy, nginx passing the edge’s pages through with nothing to reload', async ({
  page,
}) => {
  requires('nginx');
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'site-composition-nginx-'));
  const site = renderLocal({ out: dir, port: basePort + 150 });
  let nginx: ChildProcess | undefined;
  let edge: RunningEdge | undefined;
  const repoint = (version: string, port = releasesPort) =>
    pointArea(site.deployDir, 'remote_products', release(port, version));
  try {
    edge = await startEdge({ port: basePort + 158, deployDir: site.deployDir, env: { SITE_URL: site.shellOrigin } });
    nginx = await startNginx(site.conf, site.shellOrigin);
    repoint('v1');
    await expect
      .poll(() => crawl(site.shellOrigin, '/vulnyzer-platform').then((p) => p.html))
      .toContain(copy.en.before);
    await expectCrawlerSees(site.shellOrigin, 'before', 'v1');

    repoint('v2');
    await expect.poll(() => crawl(site.shellOrigin, '/vulnyzer-platform').then((p) => p.html)).toContain(copy.en.after);
    await expectCrawlerSees(site.shellOrigin, 'after', 'v2, new directory');
    for (const language of languages) await expectVisitorSees(page, site.shellOrigin, language);

    repoint('v2', releasesPort + 1);
    await expect
      .poll(
        async () =>
          (await fetch(`${site.shellOrigin}/`).catch(() => undefined))?.headers.get('content-security-policy') ?? '',
      )
      .toContain(`http://127.0.0.1:${releasesPort + 1}`);
    await expectCrawlerSees(site.shellOrigin, 'after', 'v2, new origin');
    await expectVisitorSees(page, site.shellOrigin, 'en');

    // Down at request time: the route's page is a 503 with the notice, the home page a 200 without the block.
    repoint('v2', 9);
    await expect.poll(() => crawl(site.shellOrigin, '/fr/vulnyzer-platform').then((p) => p.status)).toBe(503);
    const down = await fetch(`${site.shellOrigin}/fr/vulnyzer-platform`);
    expect(down.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(await down.text()).toContain('data-remote-missing="remote_products/Page"');
    const home = await crawl(site.shellOrigin, '/fr');
    expect(home.status).toBe(200);
    expect(home.html).toContain('data-remote-missing="remote_products/HomeVulnyzerBlock"');
  } finally {
    await stopNginx(nginx);
    await edge?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
