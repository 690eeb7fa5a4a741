import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tools/chromium.mjs';

/**
 * The suite drives the production build served by shell/deploy/local-site.mjs (the
 * shell's edge program and the three remotes on their own loopback ports). Chromium comes from
 * CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 */
export const basePort = Number(process.env.E2E_PORT ?? 4100);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${basePort}`,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node ../shell/deploy/local-site.mjs --port ${basePort} --deploy-dir e2e/.serve`,
    url: `http://127.0.0.1:${basePort}/remotes.json`,
    reuseExistingServer: false,
    stdout: 'ignore',
    // Every journey posts from 127.0.0.1, enquiries and field reports alike: the per-address limits are
    // tested in the services' own tests.
    // A body slower than 2 s gets the edge's 408 (api-bodies.spec.ts); a browser's posts come at once.
    env: { ENQUIRIES_RATE_LIMIT: '1000', FIELD_RATE_LIMIT: '100000', EDGE_BODY_TIMEOUT_MS: '2000' },
  },
});
