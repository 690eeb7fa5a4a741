import { spawnSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { basePort } from '../playwright.config';

// The README's local server (tools/serve.mjs), which this suite runs on basePort.

// Its answers to bad requests and its headers beside nginx's: server-parity.spec.ts.

test('a second server on ports already in use says so and exits non-zero', () => {
  const second = spawnSync(
    'node',
    ['tools/serve.mjs', '--port', String(basePort), '--deploy-dir', 'e2e/.serve-second'],
    { encoding: 'utf8', timeout: 20_000 },
  );
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`port ${basePort} (site (shell)) is already in use`);
  expect(second.stdout).not.toContain('The site is ready');
});
