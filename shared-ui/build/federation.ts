import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { remotes, type ExposedModule, type RemoteArea } from '../src/site/routes';

/**
 * What every federated app shares, as singletons: the shell provides them
 * and, with 'loaded-first', remotes reuse what is already loaded.
 *
 * - react-router, which every area imports (react-router-dom is only its
 *   re-export for older code: no area depends on it).
 * - No requiredVersion: every area is built from this workspace's lockfile,
 *   which shared-versions.test.ts checks at build time instead of a semver
 *   check in every visitor's browser.
 * - react-router and react-i18next are shared tree-shaken to the exports the
 *   areas use; a remote needing more gets the full copy the build emits
 *   under independent-packages/. Production only: in the dev server the
 *   export analysis drops the federation runtime's own CommonJS helpers.
 * - Not shared: lucide-react (each area tree-shakes its few icons) and
 *   shared-ui, whose markup must be the very copy each area rendered its
 *   HTML with, or hydration would meet other markup.
 */
const singleton = { singleton: true, requiredVersion: false } as const;
const production = process.env.NODE_ENV === 'production';
const treeShaken = (usedExports: string[]) =>
  production ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {};

export const sharedDependencies = {
  react: singleton,
  'react-dom': singleton,
  'react-router': {
    ...singleton,
    ...treeShaken([
      'BrowserRouter',
      'Routes',
      'Route',
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'useLocation',
      'useNavigate',
    ]),
  },
  i18next: singleton,
  'react-i18next': {
    ...singleton,
    ...treeShaken(['I18nextProvider', 'initReactI18next', 'useTranslation']),
  },
  'shared-i18n': singleton,
};

/** The version of a package as `from` resolves it: its package.json's, found above its entry. */
function installedVersion(from: string, name: string): string {
  let dir = dirname(createRequire(from).resolve(name));
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name && manifest.version) return manifest.version;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${name}: no package.json above its entry`);
    dir = parent;
  }
}

/**
 * The version of each shared package that the app at `from` (its
 * rsbuild.config.ts) is built with: what the shell offers the areas as its
 * copy (shell/src/lib/remotes/federation.ts).
 */
export const sharedVersions = (from: string): Record<string, string> =>
  Object.fromEntries(Object.keys(sharedDependencies).map((name) => [name, installedVersion(from, name)]));

export const devPorts = { shell: 3000, services: 3001, products: 3002, company: 3003 } as const;

/** Every area runs only in browsers: the federation runtime leaves out its Node.js code paths. */
const browserOnly = { target: 'web' } as const;

/**
 * A remote's federation config: its name from the route table, and the file
 * of each module the table says it exposes (the compiler wants all of them,
 * and no other).
 */
export function remoteFederationConfig<A extends RemoteArea>(
  area: A,
  files: Record<ExposedModule<A>, string>,
): ModuleFederationOptions {
  return {
    name: remotes[area].name,
    exposes: Object.fromEntries(Object.entries<string>(files).map(([module, file]) => [`./${module}`, file])),
    shared: sharedDependencies,
    // A fixed name (not hashed), so that servers revalidate it like the manifest.
    filename: 'remoteEntry.js',
    shareStrategy: 'loaded-first',
    // In production the shell provides the federation runtime, one copy per
    // page; in development each remote keeps its own, so it also runs alone.
    // A remote loads no remote itself: its bundler runtime leaves that code out.
    experiments: { externalRuntime: production, optimization: { ...browserOnly, disableRemote: true } },
    dts: false,
  };
}
