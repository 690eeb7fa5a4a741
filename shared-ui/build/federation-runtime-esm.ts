import { existsSync } from 'node:fs';

// The federation runtime bundled from its ES module builds, which Rspack can
// tree-shake (rsbuild-defaults.ts swaps them in). Each package ships both
// builds today; __tests__/federation-runtime-esm.test.ts checks that every
// CommonJS file still has its ES module twin after an upgrade.

/** The federation runtime's packages, which Rspack's built-in plugin imports as CommonJS. */
export const federationRuntimePackages = [
  'runtime',
  'runtime-core',
  'runtime-tools',
  'webpack-bundler-runtime',
  'sdk',
  'error-codes',
  'inject-external-runtime-core-plugin',
] as const;

export const federationRuntimeCjs = new RegExp(
  `[\\\\/]@module-federation[\\\\/](?:${federationRuntimePackages.join('|')})[\\\\/]dist[\\\\/].+\\.cjs$`,
);

/** The ES module build beside one of those packages' CommonJS files (dist/x.js, or x.mjs), if it has one. */
export function esmBuildOf(file: string): string | undefined {
  if (!federationRuntimeCjs.test(file)) return undefined;
  return [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')].find((candidate) => existsSync(candidate));
}
