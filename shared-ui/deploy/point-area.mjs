#!/usr/bin/env node
// An area's deploy, last step: points the area at a release by writing its
// own location file in the deploy folder, whole, under the area's lock
// (area-changes.mjs). Every form names the release:
// - with --publish, the build folder is first published as that release in
//   the edge's releases folder (deploy-dir/releases/<area>/<release>/);
// - with --manifest, the release is on another origin (a CDN);
// - alone, the release is one published before (a rollback).
// With --canary <per cent>, the release goes before that share of page
// loads beside the stable one, until --promote makes it stable or --abort
// withdraws it; a deploy without --canary is refused meanwhile. --status
// says where each area is.
//
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --publish remote-products/dist --release 2026-11-27.1 [--canary 10]
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --release 42 --manifest https://cdn.example.com/products/42/mf-manifest.json
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy --area remote_products --release 2026-11-26.3
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy --area remote_products --promote
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy --status
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { canaryVerdict, publishedRelease, readAreaState } from './area-locations.mjs';
import { endCanary, pointArea, startCanary, storeRelease } from './area-changes.mjs';
/** @import { AreaState, Location } from '../contract/locations.mjs' */

const usage = `usage:
  point-area.mjs --deploy-dir <folder> --area <name> --release <name> [--publish <build folder> | --manifest <url>] [--canary <per cent>]
  point-area.mjs --deploy-dir <folder> --area <name> --promote | --abort
  point-area.mjs --deploy-dir <folder> --status [--area <name>]`;

/**
 * The release `release` of `area` as --publish, --manifest or neither names it: to be published here (by the
 * returned `publish`, run once the change holds), on another origin, or one published here before (refused when
 * it never was).
 * @param {string} dir
 * @param {string} area
 * @param {{ release: string; publish?: string; manifest?: string }} options
 * @returns {{ location: Location; publish?: () => void }}
 */
function releaseOf(dir, area, { release, publish, manifest }) {
  if (manifest) return { location: { release, manifest } };
  const { place, location } = publishedRelease(dir, area, release);
  if (publish) return { location, publish: () => void storeRelease(dir, area, resolve(publish), release) };
  if (!existsSync(join(place, 'mf-manifest.json')))
    throw new Error(`release ${release} of ${area} was never published here (${place}): publish it with --publish`);
  return { location };
}

/** @param {string} since An ISO 8601 time. */
function age(since, now = Date.now()) {
  const minutes = Math.max(0, Math.round((now - Date.parse(since)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * One area's line of --status.
 * @param {string} area
 * @param {AreaState | undefined} state
 * @param {string} deployDir Where the canary watch's last verdict is read.
 */
function statusLine(area, state, deployDir) {
  if (!state) return `${area}: deployed nowhere (no file yet)`;
  const { stable, previous, canary } = state;
  const parts = [`${area}: stable ${stable.release} (${stable.manifest})`];
  if (canary)
    parts.push(
      `canary ${canary.release} (${canary.manifest}) on ${canary.share} % of page loads since ${canary.since} (${age(canary.since)}); ` +
        `verdict: ${canaryVerdict(deployDir, area, canary) ?? 'none yet (the canary watch has not judged it: is it running?)'}`,
    );
  if (previous) parts.push(`rollback target ${previous.release}`);
  return parts.join('; ');
}

/**
 * The share --canary gives, in per cent: above 0 and below 100.
 * @param {string} text
 */
function shareOf(text) {
  const share = Number(text);
  if (!/^\d+(?:\.\d+)?$/.test(text) || !(share > 0 && share < 100))
    throw new Error(`--canary ${text}: a share of page loads in per cent, above 0 and below 100`);
  return share;
}

try {
  // Strict: an unknown or malformed option stops the command with its name, before anything is written.
  const { values } = parseArgs({
    options: {
      'deploy-dir': { type: 'string' },
      area: { type: 'string' },
      manifest: { type: 'string' },
      publish: { type: 'string' },
      release: { type: 'string' },
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      abort: { type: 'boolean' },
      status: { type: 'boolean' },
    },
  });
  const { 'deploy-dir': deployDir, area, release, manifest, publish, canary, promote, abort, status } = values;
  const actions = [release !== undefined, promote, abort, status].filter(Boolean).length;
  const releaseOptions = manifest !== undefined || publish !== undefined || canary !== undefined;
  if (!deployDir || actions !== 1 || (!area && !status) || (manifest && publish) || (releaseOptions && !release))
    throw new Error(usage);
  const dir = resolve(deployDir);
  if (status) {
    const folder = join(dir, 'areas');
    const files = existsSync(folder) ? readdirSync(folder) : [];
    const areas = area ? [area] : files.flatMap((file) => /^(\w+)\.json$/.exec(file)?.[1] ?? []);
    if (!areas.length) console.log(`no area is deployed in ${dir}`);
    for (const name of areas.sort()) {
      let line;
      try {
        line = statusLine(name, readAreaState(dir, name), dir);
      } catch (error) {
        line = `${name}: ${error instanceof Error ? error.message : String(error)}`;
      }
      console.log(line);
    }
  } else if (area && release) {
    const { location, publish: publishBuild } = releaseOf(dir, area, { release, publish, manifest });
    const state = canary
      ? startCanary(dir, area, location, shareOf(canary), { publish: publishBuild })
      : pointArea(dir, area, location, { publish: publishBuild });
    console.log(statusLine(area, state, dir));
  } else if (area) console.log(statusLine(area, endCanary(dir, area, promote ? 'promote' : 'abort'), dir));
} catch (error) {
  console.error(`point-area failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
