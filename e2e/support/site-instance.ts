import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { pointArea } from '../../shared-ui/deploy/area-changes.mjs';
import type { Location } from '../../shared-ui/contract/locations.mjs';
import type { FieldReport } from '../../field/report/report';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

export interface SiteInstance {
  /** The site's origin (its enquiry service, mail sink and field reports' collector take the next three ports). */
  origin: string;
  /** Its deploy folder (areas/, contact-config.json), absolute. */
  deployDir: string;
  /** Points an area at a release (its file in the deploy folder, as its deploy writes it). */
  repoint: (remote: string, location: Location) => void;
  /** The report as `pnpm field-report --json` prints it, from this site's database and deploy folder. */
  fieldReport: () => FieldReport;
  stop: () => void;
}

/**
 * A site of its own (shell/deploy/local-site.mjs on `port` to `port + 3`, deploy files in
 * e2e/.serve-<name>), so that a test repointing its areas cannot disturb the tests that share
 * the suite's server. extraOrigins: where areas may move, added to the CSP; env: the site's settings (the canary
 * watch's thresholds).
 */
export async function startSiteInstance(
  port: number,
  name: string,
  extraOrigins: string[] = [],
  env: Record<string, string> = {},
): Promise<SiteInstance> {
  const deployDir = join(e2eDir, `.serve-${name}`);
  // A fresh deploy folder: releases published by an earlier run are never replaced.
  rmSync(deployDir, { recursive: true, force: true });
  const extra = extraOrigins.length ? ['--extra-origin', extraOrigins.join(',')] : [];
  const server = spawn(
    'node',
    ['../shell/deploy/local-site.mjs', '--port', String(port), '--deploy-dir', deployDir, ...extra],
    {
      cwd: e2eDir,
      stdio: 'ignore',
      env: { ...process.env, ...env },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  // Ready once it answers where the areas are (it writes their files at start-up).
  await expect
    .poll(() =>
      fetch(`${origin}/remotes.json`).then(
        (response) => response.text(),
        () => '',
      ),
    )
    .toContain('/releases/');
  return {
    origin,
    deployDir,
    repoint: (remote, location) => pointArea(deployDir, remote, location),
    fieldReport: () =>
      JSON.parse(
        execFileSync(
          process.execPath,
          ['--import', 'tsx', 'report/main.ts', '--db', join(deployDir, 'field', 'field.db'), '--json'],
          { cwd: join(e2eDir, '..', 'field'), encoding: 'utf8' },
        ),
      ) as FieldReport,
    stop: () => server.kill(),
  };
}
