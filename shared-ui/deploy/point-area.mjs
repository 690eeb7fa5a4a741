#!/usr/bin/env node
// An area's deploy, last step: points the area at its new release by writing
// its own location file in the deploy folder, whole (area-locations.mjs).
//
//   node shared-ui/deploy/point-area.mjs --deploy-dir /srv/kestrel/deploy \
//     --area remote_products --manifest https://products.example.com/releases/42/mf-manifest.json
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { areaFile, pointArea } from './area-locations.mjs';

try {
  // Strict: an unknown or malformed option stops the command with its name, before anything is written.
  const { values } = parseArgs({
    options: { 'deploy-dir': { type: 'string' }, area: { type: 'string' }, manifest: { type: 'string' } },
  });
  const { 'deploy-dir': deployDir, area, manifest } = values;
  if (!deployDir || !area || !manifest)
    throw new Error('usage: point-area.mjs --deploy-dir <folder> --area <name> --manifest <url>');
  pointArea(resolve(deployDir), area, manifest);
  console.log(`${area} now at ${manifest} (${areaFile(resolve(deployDir), area)})`);
} catch (error) {
  console.error(`point-area failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
