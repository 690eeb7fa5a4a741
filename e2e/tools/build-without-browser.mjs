#!/usr/bin/env node
// Runs `pnpm build` where no browser can be reached: in a private mount
// namespace (root and util-linux's unshare, as on CI), every Chromium the
// build could find (Debian's, CHROMIUM_PATH's, Playwright's own) is covered
// by an empty file or folder for the build's processes only. It proves that
// the pages are rendered in Node. Elsewhere it runs a plain build and says so.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const browsers = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/lib/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  join(homedir(), '.cache', 'ms-playwright'),
].flatMap((path) => (path && existsSync(path) ? [path] : []));

const canHide = process.getuid?.() === 0 && spawnSync('unshare', ['--version']).status === 0;
if (!canHide) {
  console.log('build-without-browser: not root or no unshare here; a plain build (CI hides the browser).');
  process.exit(spawnSync('pnpm', ['run', 'build'], { stdio: 'inherit' }).status ?? 1);
}
const cover = browsers.map((path) =>
  spawnSync('test', ['-d', path]).status === 0 ? `mount -t tmpfs none '${path}'` : `mount --bind /dev/null '${path}'`,
);
const check = browsers.map((path) => `! test -s '${path}' -a ! -d '${path}/chrome-linux'`);
const script = [
  'set -e',
  'mount --make-rprivate /',
  ...cover,
  ...check,
  `echo "build-without-browser: hidden for this build: ${browsers.join(', ') || 'none installed'}"`,
  'pnpm build',
].join('\n');
process.exit(spawnSync('unshare', ['--mount', 'sh', '-c', script], { stdio: 'inherit' }).status ?? 1);
