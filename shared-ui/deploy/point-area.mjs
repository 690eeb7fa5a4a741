#!/usr/bin/env node
// An area's deploy, last step: points the area at its new release by writing
// its own location file in the deploy folder, whole (area-locations.mjs).
// With --publish, the build folder is first published as release --release
// in the edge's releases folder (deploy-dir/releases/<area>/<release>/), and
// the area is pointed at it; with --manifest, at a release on another origin.
//
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --publish remote-products/dist --release 2026-11-27.1
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --manifest https://cdn.example.com/products/42/mf-manifest.json
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pointArea, publishRelease, readAreaLocation } from './area-locations.mjs';

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
  if (!deployDir || !area || !(manifest ? !publish : publish && release))
    throw new Error(
      'usage: point-area.mjs --deploy-dir <folder> --area <name> (--manifest <url> | --publish <build folder> --release <name>)',
    );
  if (publish && release) publishRelease(resolve(deployDir), area, resolve(publish), release);
  else pointArea(resolve(deployDir), area, String(manifest));
  console.log(`${area} now at ${readAreaLocation(resolve(deployDir), area)}`);
} catch (error) {
  console.error(`point-area failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
