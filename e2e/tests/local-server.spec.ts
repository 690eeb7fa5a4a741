import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { basePort } from '../playwright.config';

// The README's local server (tools/serve.mjs), which this suite runs on basePort.

/** Sends a raw path, exactly as written, and resolves with the status (0 if the connection failed). */
const statusOf = (port: number, path: string) =>
  new Promise<number>((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.end();
  });

test('a second server on ports already in use says so and exits non-zero', () => {
  const second = spawnSync('node', ['tools/serve.mjs', '--port', String(basePort), '--deploy-dir', 'e2e/.serve-second'], { encoding: 'utf8', timeout: 20_000 });
  expect(second.status).toBe(1);
  expect(second.stderr).toContain(`port ${basePort} (site (shell)) is already in use`);
  expect(second.stdout).not.toContain('The site is ready');
});

test('malformed request paths get 400 and every origin keeps answering', async () => {
  for (const port of [basePort, basePort + 1, basePort + 2, basePort + 3]) {
    for (const path of ['/%E0%A4%A', '/%', '/static/%C0%AF%', '//']) {
      expect([400, 404], `${path} on ${port}`).toContain(await statusOf(port, path));
    }
    expect(await statusOf(port, port === basePort ? '/' : '/mf-manifest.json'), `origin ${port} after the bad requests`).toBe(200);
  }
});
