import { decodeHTML } from 'entities';
import { expect, test, type Page } from '../support/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { basePort } from '../playwright.config';
import { urlIn, waitForApp } from '../support/site';
import { startSiteInstance, type SiteInstance } from '../support/site-instance';
import { serviceLabel } from '../support/routes';
import { copyCheckout, pnpm } from '../tools/checkout-copy.mjs';
import { publishRelease } from '../../shared-ui/deploy/area-changes.mjs';

/**
 * An area decides which pages it has, by deploying alone: the services team
 * adds a 19th service page and renames one (its old address kept as a
 * redirect), builds remote-services in a checkout of its own, publishes it as
 * a new release and repoints its area. Nothing of the shell or the other
 * remotes is rebuilt: the new page is served, listed and linked in both
 * languages, then gone again once the area is pointed back.
 */
const added = {
  slug: 'accessibility-audits',
  en: 'Accessibility audits',
  fr: 'Audits d’accessibilité',
} as const;
const renamed = { from: 'support-services', to: 'application-support' } as const;
const languages = ['en', 'fr'] as const;

test.describe.configure({ mode: 'serial' });

let site: SiteInstance;
/** The services team's new build, from its checkout. */
let build: { dir: string; remove: () => void };

/** The block of `key` in an object literal of `text` (from its key to its closing brace), found by counting braces. */
function blockOf(text: string, key: string): string {
  const start = text.indexOf(`'${key}': {`);
  if (start < 0) throw new Error(`no '${key}' block`);
  let depth = 0;
  for (let at = text.indexOf('{', start); at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    if (text[at] === '}' && --depth === 0) return text.slice(start, at + 1);
  }
  throw new Error(`'${key}' block not closed`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  build = copyCheckout('area-routes');
  const edit = (file: string, change: (text: string) => string) => {
    const path = join(build.dir, 'remote-services', file);
    const text = readFileSync(path, 'utf8');
    const changed = change(text);
    expect(changed, file).not.toBe(text);
    writeFileSync(path, changed);
  };
  // What README's "Adding a page to an area" lists, and nothing else: the slug in a group, its data, its copy.
  edit('src/data/service-groups.ts', (text) => text.replace(`'${renamed.from}'`, `'${renamed.to}', '${added.slug}'`));
  edit('src/data/services.ts', (text) => {
    const support = blockOf(text, renamed.from);
    const copied = support.replace(`'${renamed.from}'`, `'${added.slug}'`).replace('order: 18', 'order: 19');
    return text.replace(support, `${support.replace(`'${renamed.from}'`, `'${renamed.to}'`)},\n  ${copied}`);
  });
  for (const language of languages)
    edit(`src/locales/${language}.ts`, (text) => {
      const cloud = blockOf(text, 'cloud-devops');
      const title = /title: '([^']*)'/.exec(cloud)?.[1] ?? '';
      // Copy of its own, as the README asks: every text of the page it is copied from made its own, its title the new one.
      const copied = cloud
        .replace(`'cloud-devops'`, `'${added.slug}'`)
        .replace(/'((?:[^'\\\n]|\\.)*)'(?!\s*:)/g, `'$1 (${added[language]})'`)
        .replace(`title: '${title} (${added[language]})'`, `title: '${added[language]}'`);
      return text.replace(cloud, `${cloud},\n    ${copied}`).replace(`'${renamed.from}': {`, `'${renamed.to}': {`);
    });
  // The renamed page's old address, answered with a 301.
  edit('src/routes.ts', (text) =>
    text.replace(
      'redirects: [],',
      `redirects: [{ from: '/services/${renamed.from}', to: '/services/${renamed.to}' }],`,
    ),
  );
  pnpm(build.dir, ['--filter', 'remote-services', 'build']);
  site = await startSiteInstance(basePort + 340, 'area-routes');
});

test.afterAll(() => {
  site?.stop();
  build?.remove();
});

const get = (path: string) => fetch(`${site.origin}${path}`, { redirect: 'manual' });

/** The h1 of a page's HTML, as a crawler reads it. */
const h1Of = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

async function expectAbsent(when: string) {
  for (const language of languages) {
    const page = await get(urlIn(`/services/${added.slug}`, language));
    expect(page.status, `${when} ${language}`).toBe(404);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap, when).not.toContain(added.slug);
    expect((await get(urlIn(`/services/${renamed.from}`, language))).status, `${when} ${language}`).toBe(200);
  }
}

/** The mobile menu's links in a page's HTML, and their order. */
const menuLinks = (html: string) =>
  [...(/<details[\s\S]*?<\/details>/.exec(html)?.[0] ?? '').matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, href, label = '']) => `${href} ${decodeHTML(label)}`,
  );

test('the services area’s type check and unit tests pass with the README’s edits alone, so pnpm test stays green', () => {
  test.setTimeout(300_000);
  // Each throws with its command when it fails.
  expect(() => pnpm(build.dir, ['--filter', 'remote-services', 'typecheck'])).not.toThrow();
  expect(() => pnpm(build.dir, ['exec', 'jest', '--ci', join(build.dir, 'remote-services')])).not.toThrow();
});

test('a page an area adds or renames is served, listed and linked in both languages by deploying that area alone, and gone again when it is pointed back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await expectAbsent('before');
  const about = { en: h1Of(await (await get('/about')).text()), fr: h1Of(await (await get('/fr/about')).text()) };
  const homeBefore = await (await get('/')).text();

  // The services team's deploy: its build published as a new release, its area repointed. The time until the
  // first request serves the new page is the edge's reading of the new release's routes.
  const repointed = Date.now();
  publishRelease(site.deployDir, 'remote_services', join(build.dir, 'remote-services', 'dist'), 'v2');
  await expect.poll(async () => (await get(`/services/${added.slug}`)).status, { timeout: 10_000 }).toBe(200);
  test.info().annotations.push({ type: 'repoint to first page', description: `${Date.now() - repointed} ms` });

  for (const language of languages) {
    const url = urlIn(`/services/${added.slug}`, language);
    const html = await (await get(url)).text();
    expect(h1Of(html), url).toBe(added[language]);
    // In the phone menu of every page, in the page's language, after the service it was added after.
    for (const path of [url, urlIn('/', language), urlIn('/about', language)]) {
      const links = menuLinks(await (await get(path)).text());
      const at = links.indexOf(`${urlIn(`/services/${renamed.to}`, language)} ${serviceLabel(renamed.from, language)}`);
      expect(at, path).toBeGreaterThan(-1);
      expect(links[at + 1], path).toBe(`${url} ${added[language]}`);
    }
    // The old address of the renamed page, and its French twin.
    const moved = await get(`${urlIn(`/services/${renamed.from}`, language)}?ref=old`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`${urlIn(`/services/${renamed.to}`, language)}?ref=old`);
    expect((await get(urlIn(`/services/${renamed.to}`, language))).status).toBe(200);
    // The other areas and the home page are the same.
    expect(h1Of(await (await get(urlIn('/about', language))).text())).toBe(about[language]);
  }
  const homeAfter = await (await get('/')).text();
  expect(h1Of(homeAfter)).toBe(h1Of(homeBefore));
  const sitemap = await (await get('/sitemap.xml')).text();
  for (const language of languages)
    expect(sitemap).toContain(`<loc>${site.origin}${urlIn(`/services/${added.slug}`, language)}</loc>`);
  expect(sitemap).toContain(
    `<xhtml:link rel="alternate" hreflang="fr" href="${site.origin}/fr/services/${added.slug}"/>`,
  );
  expect(sitemap).not.toContain(`/services/${renamed.from}<`);

  // A visitor reaches it from the menu without a reload, in both languages, with no hydration or console error.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const language of languages) await reachFromMenu(page, language);

  // Pointed back: the page is gone again, the old one back.
  site.repoint('remote_services', { release: 'local', manifest: '/releases/remote_services/local/mf-manifest.json' });
  await expect.poll(async () => (await get(`/services/${added.slug}`)).status, { timeout: 10_000 }).toBe(404);
  await expectAbsent('after pointing back');
});

async function reachFromMenu(page: Page, language: 'en' | 'fr') {
  await page.goto(`${site.origin}${urlIn('/services', language)}`);
  await waitForApp(page);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Services', exact: true }).click();
  await banner.getByRole('link', { name: added[language], exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}${urlIn(`/services/${added.slug}`, language)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(added[language]);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 'no reload').toBe(marker);
}
