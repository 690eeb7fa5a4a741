import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePort } from '../playwright.config';
import { startSiteInstance, type SiteInstance } from '../support/site-instance';
import { hydrateView, waitForApp } from '../support/site';
import { expect, remoteFaultMessage, test, type Page } from '../support/test';

/**
 * The field reports end to end, on a site of its own (its collector's
 * database is this test's alone): pages read in both languages, a remote
 * whose code throws, one that cannot be reached and a stylesheet the CSP
 * refuses, then `pnpm field-report` (its program, field/report/main.ts) reads
 * them all back from the database.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
let site: SiteInstance;

test.beforeAll(async () => {
  site = await startSiteInstance(basePort + 350, 'field');
  // The collector answers behind the edge (a 404 for a GET of its endpoint) once it is up: a 502 before.
  await expect.poll(async () => (await fetch(`${site.origin}/api/field/events`)).status, { timeout: 30_000 }).toBe(404);
});
test.afterAll(() => site.stop());

/** Reads a page as a visitor would (it hydrates, they click), then leaves it: the page sends its reports as it goes. */
async function read(page: Page, path: string) {
  await page.goto(`${site.origin}${path}`);
  await waitForApp(page);
  await page.locator('h1').click();
  // The browser times an interaction after the next frame, and web-vitals reads it when the page is next idle:
  // the page is left after both, as a reader who clicks and reads on (one who leaves at once has no INP).
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.evaluate(() => new Promise<void>((idle) => requestIdleCallback(() => requestIdleCallback(() => idle()))));
  await page.goto('about:blank');
}

interface Report {
  pages: { route: string; language: string; vitals: Record<string, { p75: number; count: number } | undefined> }[];
  errors: { area: string; release: string; kind: string; message: string; count: number }[];
  remotes: { area: string; release: string; module: string; outcome: string; count: number }[];
  csp: { directive: string; blocked: string | null; route: string; language: string; count: number }[];
}

/** The report as `pnpm field-report --json` prints it, from this site's database. */
const fieldReport = (): Report => site.fieldReport();

test('what visitors go through reaches the field report: vitals in both languages, a remote that throws, one unreachable, a blocked stylesheet', async ({
  page,
  faults,
}) => {
  test.setTimeout(120_000);
  faults.expect('remoteThrows', 'remoteUnavailable', 'cspViolation');

  // Pages read in English and in French; an address carrying an e-mail address in its query.
  await read(page, '/');
  await read(page, '/fr/meetlyhub');
  await read(page, '/contact?email=ada%40example.com');

  // The products area's code throws as it runs: its page keeps its server HTML, with the notice and Retry.
  await page.route('**/releases/remote_products/**/*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `throw new Error(${JSON.stringify(remoteFaultMessage)});` }),
  );
  await page.goto(`${site.origin}/vulnyzer-platform`);
  await waitForApp(page);
  // Reported once the page needs the area's code.
  await hydrateView(page);
  await expect(page.locator('[data-remote-kept]')).toBeVisible();
  await page.unrouteAll();
  await page.goto('about:blank');

  // The company area cannot be reached from the browser: its French page says so.
  await page.route('**/releases/remote_company/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${site.origin}/fr/contact`);
  await waitForApp(page);
  await hydrateView(page);
  await expect(page.locator('[data-remote-kept]')).toBeVisible();
  await page.unrouteAll();
  await page.goto('about:blank');

  // A stylesheet of another origin, which the CSP refuses: the browser reports it itself.
  await page.goto(`${site.origin}/fr/about`);
  await waitForApp(page);
  await page.evaluate(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'https://fonts.example.net/blocked.css?email=ada@example.com';
    document.head.append(link);
  });
  await page.goto('about:blank');

  // The collector writes every second: the report shows all of it once written.
  await expect
    .poll(
      () => {
        const report = fieldReport();
        const vitals = (route: string, language: string) =>
          Object.keys(report.pages.find((row) => row.route === route && row.language === language)?.vitals ?? {});
        return {
          en: vitals('/', 'en'),
          fr: vitals('/meetlyhub', 'fr'),
          thrown: report.errors.some(
            (row) => row.area === 'products' && row.release === 'local' && row.message.includes(remoteFaultMessage),
          ),
          failedProducts: report.remotes.some(
            (row) =>
              row.area === 'products' &&
              row.release === 'local' &&
              row.module === 'VulnyzerPage' &&
              row.outcome === 'failed',
          ),
          failedCompany: report.remotes.some(
            (row) =>
              row.area === 'company' &&
              row.release === 'local' &&
              row.module === 'ContactPage' &&
              row.outcome === 'failed',
          ),
          csp: report.csp.some(
            (row) =>
              row.blocked === 'https://fonts.example.net/blocked.css' &&
              row.route === '/about' &&
              row.language === 'fr',
          ),
        };
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toEqual({
      en: expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB', 'INP']),
      fr: expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB', 'INP']),
      thrown: true,
      failedProducts: true,
      failedCompany: true,
      csp: true,
    });

  // Nothing a visitor typed or carried in an address reached the database.
  const everything = JSON.stringify(fieldReport());
  expect(everything).not.toContain('ada');
  expect(everything).not.toContain('?');
  // The report as people read it says the same.
  const text = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'report/main.ts',
      '--db',
      join(site.deployDir, 'field', 'field.db'),
      join(site.deployDir, 'field', 'report.html'),
    ],
    { cwd: join(repo, 'field'), encoding: 'utf8' },
  );
  expect(text).toMatch(/\/meetlyhub \[fr\]\s+LCP \d+ ms/);
  expect(text).toContain(remoteFaultMessage);
  expect(text).toContain('https://fonts.example.net/blocked.css');
});
