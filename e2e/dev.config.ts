import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The development servers (pnpm dev, and each remote alone), run from a copy
 * of the checkout so that the hot-reload edits never touch this one. They
 * listen on the dev ports 3000-3003, which must be free.
 */
export default defineConfig({
  testDir: './dev',
  fullyParallel: false,
  workers: 1,
  // As the production journeys: one retry in CI, from a fresh copy; `pnpm test` counts it as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/dev-results.json' }]],
  use: { ...base.use, baseURL: undefined },
});
