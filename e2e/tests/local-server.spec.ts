import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { basePort } from '../playwright.config';
import { startSiteInstance } from '../support/site-instance';
import { areaFile } from '../../shared-ui/deploy/area-locations.mjs';

// The README's local server (shell/deploy/local-site.mjs), which this suite runs on basePort.

// Its answers to bad requests and its headers beside nginx's: server-parity.spec.ts.

test('a second server on ports already in use says so and exits non-zero', () => {
  const second = spawnSync(
    'node',
    ['../shell/deploy/local-site.mjs', '--port', String(basePort), '--deploy-dir', 'e2e/.serve-second'],
    { encoding: 'utf8', timeout: 20_000 },
  );
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`port ${basePort} (the edge) is already in use`);
  expect(second.stdout).not.toContain('The site is ready');
});

test('an area’s location read half-written leaves its last whole one in force: no request fails on it, and the next whole one is followed', async () => {
  const site = await startSiteInstance(basePort + 180, 'half-written');
  try {
    const areaLocation = areaFile(site.deployDir, 'remote_products');
    const whole = readFileSync(areaLocation, 'utf8');
    // An editor saving in place, caught between truncating the file and writing it.
    writeFileSync(areaLocation, whole.slice(0, whole.indexOf('/releases') + 10));
    for (const path of ['/vulnyzer-platform', '/fr/vulnyzer-platform', '/favicon.svg', '/remotes.json']) {
      const answer = await fetch(`${site.origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-security-policy'), path).not.toContain('http:');
    }
    const page = await (await fetch(`${site.origin}/vulnyzer-platform`)).text();
    // The page's data names the last whole location.
    expect(page).toContain(
      `"remote_products":{"release":"local","manifest":"${site.origin}/releases/remote_products/local/mf-manifest.json"}`,
    );

    site.repoint('remote_products', { release: 'unreachable', manifest: 'http://127.0.0.1:9/mf-manifest.json' });
    const moved = await fetch(`${site.origin}/vulnyzer-platform`);
    expect(moved.status).toBe(503);
    expect(moved.headers.get('content-security-policy')).toContain('http://127.0.0.1:9');
  } finally {
    site.stop();
  }
});
