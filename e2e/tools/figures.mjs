#!/usr/bin/env node
// Prints the time of a full production build and the home page's first-load
// JavaScript (gzip), total and per chunk, as a real browser loads it from the
// locally served build.
//
//   pnpm figures
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = 4300;

const started = Date.now();
const build = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
const buildSeconds = (Date.now() - started) / 1000;
if (build.status !== 0) throw new Error('build failed');

const server = spawn('node', ['shell/deploy/local-site.mjs', '--port', String(port), '--deploy-dir', '.figures'], {
  cwd: root,
  stdio: 'ignore',
});
await new Promise((ready) => setTimeout(ready, 800));

const browser = await chromium.launch(chromiumLaunchOptions);
// A phone as Lighthouse's mobile run emulates it, and a desktop screen (wide
// enough for the desktop navigation, which phones never download).
const screens = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
};
try {
  for (const path of ['/', '/services/cloud-devops', '/vulnyzer-platform', '/contact']) {
    for (const [screen, options] of Object.entries(screens)) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      /** @type {{ url: string; gzip: number }[]} */
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({
          url: response.url().replace(/^http:\/\/127\.0\.0\.1:/, ':'),
          gzip: gzipSync(body, { level: 9 }).length,
        });
      });
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `${path === '/' ? '\n' : ''}First-load JavaScript for ${path} (${screen}): ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
      );
      if (path === '/') {
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
          console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`\nFull production build (4 apps): ${buildSeconds.toFixed(1)} s`);
