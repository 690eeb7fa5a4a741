import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { copyCheckout } from '../tools/checkout-copy.mjs';
import { isExpectedError } from '../support/test';
import { homeEn } from '../../shell/src/locales/home/en';
import { companyFr } from '../../remote-company/src/locales/fr';
import { servicesEn } from '../../remote-services/src/locales/en';
import { servicesFr } from '../../remote-services/src/locales/fr';

// Dev mode from a fresh copy of this checkout, as a new developer gets it:
// every page loads with no console error, in both languages, and an edit to a
// visible string shows in the open page without a reload: a remote's copy and
// components, the shell's, shared-ui's, and, on the home page, a component of
// a block whose remote loads after React DOM (shell/build/react-devtools-hook.js).
const ports = { shell: 3000, 'remote-services': 3001, 'remote-products': 3002, 'remote-company': 3003 } as const;
let checkout: { dir: string; remove: () => void };
/** How long a rebuild may take on a busy machine (CI's two cores). */
const hotReloadWait = 40_000;

const portInUse = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Dev servers started by `pnpm`, with whether each is rebuilding, read from Rsbuild's log ("building …", "built in …"). */
interface DevServers {
  process: ChildProcess;
  building: Set<string>;
  lastOutput: number;
}

async function startDev(args: string[], waitFor: number[]): Promise<DevServers> {
  for (const port of waitFor)
    expect(await portInUse(port), `port ${port} is already in use: stop the dev server there first`).toBe(false);
  const child = spawn('pnpm', args, {
    cwd: checkout.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const server: DevServers = { process: child, building: new Set(), lastOutput: Date.now() };
  // Rsbuild logs "start   building <files>" and then "ready   built in 0.2 s" (or "error   build failed in …");
  // pnpm --parallel puts each app's name before its lines, which tells the apps apart.
  createInterface({ input: child.stdout }).on('line', (line) => {
    server.lastOutput = Date.now();
    const started = /^(.*?)\bstart\s+building\b/.exec(line);
    const ended = /^(.*?)\b(?:ready\s+built|error\s+build failed) in\b/.exec(line);
    if (started) server.building.add(started[1]!.trim());
    else if (ended) server.building.delete(ended[1]!.trim());
  });
  child.stderr.resume();
  for (const port of waitFor)
    await expect.poll(() => portInUse(port), { timeout: 120_000, intervals: [500] }).toBe(true);
  return server;
}

/**
 * Waits until no dev server is rebuilding and their log has been quiet a moment. An edit to shared-ui rebuilds
 * every app that bundles it, and the page may show the change from one before another has finished: undoing the
 * edit then would replace that one's hot update before the page fetches it.
 */
async function devSettled(server: DevServers) {
  await expect
    .poll(() => server.building.size === 0 && Date.now() - server.lastOutput > 1000, {
      timeout: hotReloadWait,
      intervals: [250],
      message: 'a dev server was still rebuilding',
    })
    .toBe(true);
}

async function stopDev({ process: server }: DevServers) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
  for (const port of Object.values(ports)) await expect.poll(() => portInUse(port), { timeout: 20_000 }).toBe(false);
}

/** Errors the page logs, other than the ones a journey expects. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedError(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openIn(page: Page, url: string, language: 'en' | 'fr', heading: string) {
  await page.goto(url);
  await expect(page.locator('h1')).toHaveText(heading, { timeout: 60_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Replaces `from` with `to` in a file of the copy, checks that `where` (the h1) shows it without a reload, then undoes it. */
async function expectHotReload(
  server: DevServers,
  page: Page,
  file: string,
  from: string,
  to: string,
  shown: string,
  where: Locator = page.locator('h1'),
) {
  const path = join(checkout.dir, file);
  const source = readFileSync(path, 'utf8');
  expect(source, `${file} no longer contains ${from}`).toContain(from);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const started = Date.now();
  writeFileSync(path, source.replace(from, to));
  // A rebuild on a busy machine (CI's two cores) can outlast the default wait.
  await expect(where).toContainText(shown, { timeout: hotReloadWait });
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'the page was reloaded',
  ).toBe(true);
  test.info().annotations.push({ type: 'hot reload', description: `${file}: ${Date.now() - started} ms` });
  // Undone the same way once every server that bundles the file has rebuilt, so the next page starts from the real source.
  await devSettled(server);
  writeFileSync(path, source);
  await expect(where).not.toContainText(shown, { timeout: hotReloadWait });
  await devSettled(server);
}

test.beforeAll(() => {
  test.setTimeout(180_000);
  checkout = copyCheckout('site-dev');
});
test.afterAll(() => checkout?.remove());

test("pnpm dev serves every area through the shell in both languages and hot-reloads a remote's copy and components, the shell and shared-ui", async ({
  browser,
}) => {
  const server = await startDev(['dev'], Object.values(ports));
  try {
    const pages: [string, 'en' | 'fr', string][] = [
      ['/', 'en', homeEn.hero.title],
      ['/services/cloud-devops', 'fr', servicesFr.items['cloud-devops'].title],
      ['/vulnyzer-platform', 'en', 'Vulnyzer platform'],
      ['/about', 'fr', companyFr.about.hero.title],
    ];
    for (const [path, language, heading] of pages) {
      const page = await browser.newPage();
      const errors = watchConsole(page);
      await openIn(
        page,
        `http://127.0.0.1:${ports.shell}${language === 'fr' ? `/fr${path}` : path}`,
        language,
        heading,
      );
      if (path === '/vulnyzer-platform') {
        await expectHotReload(
          server,
          page,
          'remote-products/src/locales/en.ts',
          "title: 'Vulnyzer platform'",
          "title: 'Vulnyzer platform, edited'",
          'edited',
        );
        await expectHotReload(
          server,
          page,
          'shared-ui/src/components/hero/hero.tsx',
          '{title}</h1>',
          "{title}{' (shared-ui)'}</h1>",
          '(shared-ui)',
        );
      }
      if (path === '/') {
        await expectHotReload(
          server,
          page,
          'shell/src/locales/home/en.ts',
          "'Software engineering that keeps your business moving'",
          "'Software engineering, edited in the shell'",
          'edited in the shell',
        );
        // The services block loads when it nears the viewport, after React DOM.
        const block = page.locator('[data-remote-block="remote_services/HomeServiceOverview"]');
        await block.scrollIntoViewIfNeeded();
        const title = block.locator('h2').first();
        await expect(title).toHaveText(servicesEn.overview.title);
        await expectHotReload(
          server,
          page,
          'remote-services/src/features/home-overview/home-service-overview.tsx',
          "title={t('overview.title')}",
          "title={t('overview.title').toUpperCase()}",
          servicesEn.overview.title.toUpperCase(),
          title,
        );
      }
      expect(errors, `console errors on ${path} (${language})`).toEqual([]);
      await page.close();
    }
  } finally {
    await stopDev(server);
  }
});

const alone = [
  {
    app: 'remote-services',
    path: '/services/cloud-devops',
    en: 'Cloud & DevOps',
    fr: 'Cloud et DevOps',
    edit: ['remote-services/src/locales/en.ts', "title: 'Cloud & DevOps'", "title: 'Cloud & DevOps, edited'"],
  },
  {
    app: 'remote-products',
    path: '/meetlyhub',
    en: 'MeetlyHub',
    fr: 'MeetlyHub',
    edit: [
      'remote-products/src/pages/meetlyhub/sections/hero/hero.tsx',
      "title={t('meetlyhub.hero.title')}",
      "title={t('meetlyhub.hero.title').toUpperCase()}",
    ],
  },
  {
    app: 'remote-company',
    path: '/contact',
    en: "Let's talk about your project",
    fr: 'Parlons de votre projet',
    edit: [
      'remote-company/src/locales/en.ts',
      'title: "Let\'s talk about your project"',
      'title: "Let\'s talk about your project, edited"',
    ],
  },
] as const;

for (const area of alone) {
  test(`${area.app} runs alone in its frame, switches language and hot-reloads`, async ({ page }) => {
    const port = ports[area.app];
    const server = await startDev(['--filter', area.app, 'dev'], [port]);
    try {
      const errors = watchConsole(page);
      await openIn(page, `http://127.0.0.1:${port}${area.path}`, 'en', area.en);
      await page.getByRole('group').getByRole('link', { name: 'Français' }).click();
      await expect(page.locator('h1')).toHaveText(area.fr);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await page.getByRole('group').getByRole('link', { name: 'English' }).click();
      await expect(page.locator('h1')).toHaveText(area.en);
      const [file, from, to] = area.edit;
      await expectHotReload(server, page, file, from, to, to.includes('edited') ? 'edited' : area.en.toUpperCase());
      expect(errors, `console errors in ${area.app} alone`).toEqual([]);
    } finally {
      await stopDev(server);
    }
  });
}
