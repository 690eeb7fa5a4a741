// Every page paints from its HTML alone: the CSS its first screen needs is in
// the page (allowed by its hash in the page's policy), nothing render-blocking
// is linked, its header and h1 arrive within the first round trip, it is drawn
// once its root is parsed whole, and neither the rest of the CSS nor the font
// moves anything when it arrives.
import { createHash } from 'node:crypto';
import { test, expect, type Page } from '../support/test';
import { allRoutes } from '../support/routes';
import { bytesUntil, firstRoundTripBytes } from '../support/first-bytes';
import { basePort } from '../playwright.config';
import { urlIn, waitForApp, type Language } from '../support/site';
import { layoutShifts, watchLayoutShifts } from '../support/layout-shifts';

const languages: Language[] = ['en', 'fr'];
const origin = `http://127.0.0.1:${basePort}`;

test('every page, in both languages, carries the CSS of its first screen, allowed by its hash, its header and h1 arrive in the first round trip, and it is drawn whole', async () => {
  test.setTimeout(120_000);
  const figures: string[] = [];
  for (const language of languages)
    for (const route of allRoutes) {
      const url = urlIn(route, language);
      const { total, headerBytes, pageBytes, html } = await bytesUntil(`${origin}${url}`, '</h1>');
      const response = await fetch(`${origin}${url}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      // Drawn whole: the head holds the first paint until the element right after the root has been parsed.
      const whole = await response.text();
      const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(whole);
      expect(whole.indexOf(expected?.[0] ?? '<link rel="expect"'), url).toBeLessThan(whole.indexOf('</head>'));
      expect(whole, url).toContain(`</footer></div><script type="application/json" id="${expected?.[1]}">`);
      const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css = '']) => css);
      // One style element in the head, before the header and the h1; nothing that blocks the paint.
      expect(styles, url).toHaveLength(1);
      expect(html.indexOf('</style>'), url).toBeLessThan(html.indexOf('</head>'));
      expect(html.indexOf('</head>'), url).toBeLessThan(html.indexOf('<header'));
      expect(html.indexOf('<header'), url).toBeLessThan(html.indexOf('<h1'));
      expect(html, url).not.toMatch(/<link rel="stylesheet"/);
      // The font the text is set in, and the fallbacks scaled to it.
      expect(styles[0], url).toMatch(/@font-face\{font-family:Inter Variable;/);
      expect(styles[0], url).toMatch(/@font-face\{font-family:Inter Variable Fallback\\: Roboto;/);
      // Allowed by its hash, and by nothing broader.
      const hash = createHash('sha256')
        .update(styles[0] ?? '')
        .digest('base64');
      const styleSources = policy.match(/(?:^|; )style-src ([^;]*)/)?.[1];
      expect(styleSources, url).toBe(`'self' 'sha256-${hash}'`);
      expect(policy, url).not.toContain('unsafe-inline');
      expect(total, `${url}: bytes until </h1>`).toBeLessThanOrEqual(firstRoundTripBytes);
      figures.push(
        `${url.padEnd(44)} ${String(total).padStart(6)} B to </h1> (headers ${headerBytes}), ${pageBytes} B in all`,
      );
    }
  console.log(`Bytes of each response until its h1 has arrived (brotli, headers included):\n${figures.join('\n')}`);
});

/** The fonts the browser draws the page's h1 with (the fonts' own names: "Inter", "Liberation Sans"…). */
async function h1Fonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map(({ familyName }) => familyName);
  } finally {
    await cdp.detach();
  }
}

/**
 * Holds every stylesheet and font file while the gate is closed, as a slow
 * network would (routing also turns the browser's cache off: each page asks again).
 */
async function cssAndFontGate(page: Page) {
  let open = () => undefined as void;
  let gate = Promise.resolve();
  await page.route(/\.(css|woff2)$/, async (route) => {
    await gate;
    await route.continue();
  });
  return {
    close: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}

const keyRoutes = ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact'];

for (const { name, width, height } of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])
  for (const language of languages)
    test(`on a ${name}, ${language}: pages paint before any stylesheet or font file has arrived and nothing moves after; once the app has cached Inter, the next page load is set in it from the start`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height });
      await watchLayoutShifts(page);
      const gate = await cssAndFontGate(page);
      for (const route of keyRoutes) {
        gate.close();
        await page.goto(urlIn(route, language), { waitUntil: 'commit' });
        // Painted, styled and laid out while no stylesheet and no font file has arrived: in a fallback.
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(page.getByRole('banner'), route).toHaveCSS('position', 'fixed');
        await expect(h1, route).toBeVisible();
        expect(
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => /\.(css|woff2)$/.test(entry.name))
              .map((entry) => entry.name),
          ),
          route,
        ).toEqual([]);
        const box = await h1.boundingBox();
        const fallback = await h1Fonts(page);
        expect(fallback, route).not.toContain('Inter');
        gate.open();
        await waitForApp(page);
        await expect(page.locator('html'), route).toHaveAttribute('lang', language);
        // Once the page has loaded, the app fetches Inter for the next page loads, and notes it.
        await expect
          .poll(() => page.evaluate(() => localStorage.getItem('inter-cached')), { message: route })
          .toBe('1');
        await page.evaluate(() => document.fonts.ready);
        // The app loaded the rest of the CSS and Inter, and this page kept its fallback: nothing moved.
        expect(await h1Fonts(page), route).toEqual(fallback);
        expect(await h1.boundingBox(), route).toEqual(box);
        expect(await layoutShifts(page), route).toEqual([]);
        await page.evaluate(() => localStorage.removeItem('inter-cached'));
      }
      // The next page load finds Inter in the cache (no more routing, which turns the cache off): set in Inter from
      // its first paint, the class on the root before any script of the app has run, and nothing moves.
      await page.unroute(/\.(css|woff2)$/);
      await page.goto(urlIn('/', language));
      await expect.poll(() => page.evaluate(() => localStorage.getItem('inter-cached'))).toBe('1');
      await page.goto(urlIn('/', language), { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      expect(await page.evaluate(() => document.documentElement.className)).toBe('inter-cached');
      expect(await h1Fonts(page)).toEqual(['Inter']);
      await waitForApp(page);
      expect(await h1Fonts(page)).toEqual(['Inter']);
      expect(await layoutShifts(page)).toEqual([]);
    });
