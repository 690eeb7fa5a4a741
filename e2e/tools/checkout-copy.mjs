// A copy of this checkout in another folder, with its packages installed:
// what a second developer or machine would have. Copies the files git knows
// (committed or not, never ignored ones), so uncommitted work is included.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Runs pnpm in `cwd`; throws with the command on failure.
 * @param {string} cwd
 * @param {string[]} args
 */
export function pnpm(cwd, args) {
  const result = spawnSync('pnpm', args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  // What it said, the end of it, in the error: a type error or a failed test names itself.
  const said = `${result.stdout?.toString() ?? ''}${result.stderr?.toString() ?? ''}`.slice(-4000);
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed in ${cwd}:\n${said}`);
}

/**
 * Copies the checkout to a new folder and installs it; `remove()` deletes it.
 * @param {string} label
 */
export function copyCheckout(label) {
  const base = mkdtempSync(join(tmpdir(), `${label}-`));
  const dir = join(base, 'another', 'checkout');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(dir, file));
  }
  pnpm(dir, ['install', '--frozen-lockfile', '--prefer-offline']);
  return { dir, remove: () => rmSync(base, { recursive: true, force: true }) };
}
