/**
 * Shared singletons declare no requiredVersion (see ../federation.ts): what
 * keeps every area on the same version is checked here instead, at test
 * time, rather than by a semver check in every visitor's browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedDependencies } from '../federation';

const root = join(__dirname, '..', '..', '..');
const workspacePackages = ['shell', 'remote-services', 'remote-products', 'remote-company', 'shared-ui', 'shared-i18n'];
const published = Object.keys(sharedDependencies).filter((name) => !workspacePackages.includes(name));

type Manifest = Record<'dependencies' | 'devDependencies' | 'peerDependencies', Record<string, string> | undefined>;
const manifests = workspacePackages.map((name) => ({
  name,
  manifest: JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8')) as Manifest,
}));

describe('shared dependencies', () => {
  it.each(published)('%s is declared with one and the same version by every package that uses it', (dependency) => {
    const declared = new Set<string>();
    for (const { manifest } of manifests) {
      const version = manifest.dependencies?.[dependency] ?? manifest.devDependencies?.[dependency];
      if (version) declared.add(version);
    }
    expect(declared.size).toBeGreaterThan(0);
    expect([...declared]).toHaveLength(1);
  });

  it.each(published)('%s resolves to a single version in the lockfile', (dependency) => {
    const lockfile = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
    const escaped = dependency.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const versions = new Set(
      [...lockfile.matchAll(new RegExp(`^  '?${escaped}@(\\d[^:(']*)`, 'gm'))].map((match) => match[1]),
    );
    expect([...versions]).toHaveLength(1);
  });
});
