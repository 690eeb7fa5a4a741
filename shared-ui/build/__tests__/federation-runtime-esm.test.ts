import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { esmBuildOf, federationRuntimePackages } from '../federation-runtime-esm';

// The federation runtime's packages, found as the Rsbuild plugin finds them.
const fromPlugin = createRequire(require.resolve('@module-federation/rsbuild-plugin'));
const fromEnhanced = createRequire(fromPlugin.resolve('@module-federation/enhanced'));

const commonJsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? commonJsFiles(join(dir, entry.name))
      : entry.name.endsWith('.cjs')
        ? [join(dir, entry.name)]
        : [],
  );

describe('the federation runtime, bundled from its ES module builds', () => {
  it.each(federationRuntimePackages)('@module-federation/%s has an ES module file beside each CommonJS one', (name) => {
    const main = fromEnhanced.resolve(`@module-federation/${name}`);
    // What Rspack's plugin resolves: the CommonJS build, which the build swaps.
    expect(main).toMatch(/[\\/]dist[\\/]index\.cjs$/);
    // dist/_virtual/ holds the bundler's CommonJS interop helper, which only the CommonJS files require.
    const missing = commonJsFiles(dirname(main)).filter(
      (file) => !/[\\/]_virtual[\\/]/.test(file) && !esmBuildOf(file),
    );
    expect(missing).toEqual([]);
  });

  it('leaves every other package alone', () => {
    expect(esmBuildOf(require.resolve('react'))).toBeUndefined();
  });
});
