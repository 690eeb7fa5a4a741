#!/usr/bin/env node
// An area's deploy, last step: points the area at a release by writing its
// own location file in the deploy folder, whole (area-locations.mjs), which
// names the release and its manifest. Every form names the release:
// - with --publish, the build folder is first published as that release in
//   the edge's releases folder (deploy-dir/releases/<area>/<release>/);
// - with --manifest, the release is on another origin (a CDN);
// - alone, the release is one published before (a rollback).
//
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --publish remote-products/dist --release 2026-11-27.1
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --release 42 --manifest https://cdn.example.com/products/42/mf-manifest.json
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy --area remote_products --release 2026-11-26.3
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pointArea, publishRelease, publishedRelease, readAreaLocation } from './area-locations.mjs';

try {
  // Strict: an unknown or malformed option stops the command with its name, before anything is written.
  const { values } = parseArgs({
    options: {
      'deploy-dir': { type: 'string' },
      area: { type: 'string' },
      manifest: { type: 'string' },
      publish: { type: 'string' },
      release: { type: 'string' },
    },
  });
  const { 'deploy-dir': deployDir, area, manifest, publish, release } = values;
  if (!deployDir || !area || !release || (manifest && publish))
    throw new Error(
      'usage: point-area.mjs --deploy-dir <folder> --area <name> --release <name> [--publish <build folder> | --manifest <url>]',
    );
  const dir = resolve(deployDir);
  if (publish) publishRelease(dir, area, resolve(publish), release);
  else if (manifest) pointArea(dir, area, { release, manifest });
  else {
    const { place, location } = publishedRelease(dir, area, release);
    if (!existsSync(join(place, 'mf-manifest.json')))
      throw new Error(`release ${release} of ${area} was never published here (${place}): publish it with --publish`);
    pointArea(dir, area, location);
  }
  const now = readAreaLocation(dir, area);
  console.log(`${area} now at release ${now.release} (${now.manifest})`);
} catch (error) {
  console.error(`point-area failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
