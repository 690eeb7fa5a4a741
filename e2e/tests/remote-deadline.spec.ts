import { expect, test, type Page } from '../support/test';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basePort } from '../playwright.config';
import { urlIn, waitForApp, watchFailedRequests, type Language } from '../support/site';
import { startSiteInstance } from '../support/site-instance';
import { commonEn } from '../../shared-i18n/src/locales/common-en';
import { commonFr } from '../../shared-i18n/src/locales/common-fr';
import { remoteRequestDeadlineMs } from 'shared-ui/site';
import { fragmentTimeoutMs, retryAfterSeconds } from '../../shared-ui/deploy/compose.mjs';
import { serviceLabel } from '../support/routes';

/** The message must be up within the deadline plus a little time for the page itself. */
const withinMs = remoteRequestDeadlineMs + 4_000;
const slowAnswerMs = 15_000;
const copy = { en: commonEn, fr: commonFr } as const;

type Fault = { kind: 'none' } | { kind: 'hang'; only?: RegExp } | { kind: 'delay' };

/**
 * A reverse proxy on loopback in front of one remote's release (the site at
 * `targetPort`, its folder `release`), as an origin of its own. It passes
 * requests on, holds them forever (all, or those whose path matches), or
 * answers each one 15 s late. Going back to normal drops the held
 * connections, as a restarted server would.
 */
async function startFaultProxy(targetPort: number, release: string) {
  let fault: Fault = { kind: 'none' };
  const held = new Set<ServerResponse>();
  const paths: string[] = [];
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: '127.0.0.1', port: targetPort, path: `${release}${req.url}`, method: req.method, headers: req.headers },
      (answer) => {
        // An origin of its own, as a CDN: its files embeddable and readable by the site (CORP, CORS).
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'cross-origin-resource-policy': 'cross-origin',
          'access-control-allow-origin': '*',
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    paths.push(path);
    if (fault.kind === 'hang' && (!fault.only || fault.only.test(path))) {
      held.add(res);
      res.on('close', () => held.delete(res));
      return;
    }
    if (fault.kind === 'delay') {
      const timer = setTimeout(() => forward(req, res), slowAnswerMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    forward(req, res);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set(next: Fault) {
      fault = next;
      if (next.kind === 'none') for (const res of held) res.destroy();
    },
    /** How many requests for matching paths reached the remote. */
    requests: (pattern: RegExp) => paths.filter((path) => pattern.test(path)).length,
    stop: () =>
      new Promise<void>((done) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Waits for the translated message with its retry, in the content's place
 * after a navigation in the app; returns how long it took from `started`.
 */
async function expectRemoteMessage(page: Page, language: Language, started: number, what: string) {
  // waitFor polls in the page on each frame, so the time measured is the time the visitor waited.
  await page.getByRole('alert').waitFor({ state: 'visible', timeout: withinMs });
  const waited = Date.now() - started;
  test.info().annotations.push({ type: 'waited', description: `${language} ${what}: ${(waited / 1000).toFixed(1)} s` });
  expect(waited, what).toBeLessThanOrEqual(withinMs);
  // Not sooner: the fault was met, and the deadline is what ended the wait.
  expect(waited, what).toBeGreaterThanOrEqual(remoteRequestDeadlineMs);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[language].remote.errorTitle);
  await expect(page.getByRole('button', { name: copy[language].remote.retry })).toBeEnabled();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return waited;
}

/** Retry with the remote back: the page comes, in the same document. */
async function retryAndExpectPage(page: Page, language: Language) {
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await page.getByRole('button', { name: copy[language].remote.retry }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(copy[language].remote.errorTitle);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
}

for (const [language, index] of [
  ['en', 0],
  ['fr', 1],
] as const) {
  const nav = copy[language].nav;

  test(`${language}: a remote that never answers or answers 15 s late gives the message with Retry in time, on a first load and in-app; Retry recovers without a reload`, async ({
    page,
    faults,
  }) => {
    test.setTimeout(150_000);
    faults.expect('remoteUnavailable');
    // The fault proxy in front of the instance's remote-services is where that remote moves: in the CSP.
    const proxy = await startFaultProxy(basePort + 120 + 10 * index, '/releases/remote_services/local');
    const site = await startSiteInstance(basePort + 120 + 10 * index, `deadline-${language}`, [proxy.origin]);
    const failed = watchFailedRequests(page);
    try {
      site.repoint('remote_services', { release: 'slow', manifest: `${proxy.origin}/mf-manifest.json` });
      const header = page.getByRole('banner');
      const footer = page.getByRole('contentinfo');

      // First load: English never gets an answer, French gets one after 15 s.
      // The server composing the page gives up on the remote's content after
      // its fragment deadline and sends the page with the message in its
      // place, as a 503 a crawler will not index.
      proxy.set(language === 'en' ? { kind: 'hang' } : { kind: 'delay' });
      let started = Date.now();
      const response = await page.goto(`${site.origin}${urlIn('/services/cloud-devops', language)}`, {
        waitUntil: 'commit',
      });
      const served = Date.now() - started;
      test.info().annotations.push({
        type: 'waited',
        description: `${language} first load: page served in ${(served / 1000).toFixed(1)} s`,
      });
      expect(served).toBeGreaterThanOrEqual(fragmentTimeoutMs);
      expect(served).toBeLessThanOrEqual(fragmentTimeoutMs + 2_000);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe(String(retryAfterSeconds));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[language].remote.errorTitle);
      await expect(page).toHaveTitle(copy[language].remote.errorTitle);
      // Its Retry asks the server for the page again.
      await expect(page.getByRole('link', { name: copy[language].remote.retry })).toHaveAttribute(
        'href',
        urlIn('/services/cloud-devops', language),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // The header still works: another area opens in the same document, once the app runs
      // (a click before that is an ordinary link, and the next page comes from the server).
      await waitForApp(page);
      await header.getByRole('link', { name: nav.about, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(copy[language].remote.errorTitle);
      await expect(page.getByRole('alert')).toHaveCount(0);

      // In-app navigation from the footer: the other fault.
      proxy.set(language === 'en' ? { kind: 'delay' } : { kind: 'hang' });
      started = Date.now();
      await footer.getByRole('link', { name: nav.services, exact: true }).click();
      await expectRemoteMessage(
        page,
        language,
        started,
        `navigation, ${language === 'en' ? '15 s answers' : 'no answer'}`,
      );

      if (language === 'fr') {
        // Retry while only remoteEntry.js hangs: the manifest is asked for
        // again (a timed-out one is not cached), then the entry gives up in time.
        proxy.set({ kind: 'hang', only: /^\/remoteEntry\.js/ });
        const manifestsBefore = proxy.requests(/^\/mf-manifest\.json/);
        started = Date.now();
        await page.getByRole('button', { name: copy[language].remote.retry }).click();
        // The message stays, its button busy, while Retry re-reads remotes.json; then the remote loads again.
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expectRemoteMessage(page, language, started, 'Retry, remoteEntry.js never answers');
        expect(proxy.requests(/^\/mf-manifest\.json/)).toBeGreaterThan(manifestsBefore);
      }

      // The remote is back: Retry shows the page.
      proxy.set({ kind: 'none' });
      await retryAndExpectPage(page, language);

      if (language === 'en') {
        // One chunk (the detail page's code) never arrives: the remote's own chunk loader gives up in time.
        const detailChunk = /__federation_expose_ServiceDetailPage\.\w+\.js$/;
        proxy.set({ kind: 'hang', only: detailChunk });
        started = Date.now();
        await header.getByRole('button', { name: nav.services, exact: true }).click();
        await header.getByRole('link', { name: serviceLabel('cloud-devops', language) }).click();
        await expectRemoteMessage(page, language, started, 'navigation, a chunk never answers');
        expect(proxy.requests(detailChunk)).toBeGreaterThan(0);
        proxy.set({ kind: 'none' });
        await retryAndExpectPage(page, language);
      }

      // Only the faulty remote's requests failed.
      expect(failed.filter((request) => !request.startsWith(`failed: ${proxy.origin}/`))).toEqual([]);
    } finally {
      site.stop();
      await proxy.stop();
    }
  });
}
