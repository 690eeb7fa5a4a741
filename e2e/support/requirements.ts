import { spawnSync } from 'node:child_process';
import { findNginx } from '../tools/local-nginx.mjs';
import { test } from './test';

/**
 * What parts of the suite need beyond Node, npm and Chromium, each with the
 * command that installs it (Debian's packages, as the README lists them).
 * A test that needs one it cannot find is skipped with the reason below, and
 * `pnpm test` lists it above its last line (tools/test-all.mjs), which reads
 * the skip reasons' "(install: …)".
 */
const requirements = {
  nginx: {
    present: () => findNginx() !== undefined,
    missing: 'nginx is not installed',
    install: 'apt-get install -y nginx',
  },
  openssl: {
    present: () => spawnSync('openssl', ['version']).status === 0,
    missing: 'openssl is not installed',
    install: 'apt-get install -y openssl',
  },
};

export type Requirement = keyof typeof requirements;

const found = new Map<Requirement, boolean>();
/** Whether this machine has `name` (looked up once per worker). */
export function has(name: Requirement): boolean {
  if (!found.has(name)) found.set(name, requirements[name].present());
  return found.get(name)!;
}

/**
 * Skips the tests of the file or group it is called in (or the test it is
 * called from) when this machine lacks any of `names`, naming what is
 * missing and how to install it.
 */
export function requires(...names: Requirement[]) {
  const missing = names.find((name) => !has(name));
  const requirement = missing && requirements[missing];
  test.skip(requirement !== undefined, requirement ? `${requirement.missing} (install: ${requirement.install})` : '');
}
