// knip, run by `pnpm lint` after ESLint: no file, export or dependency that
// nothing uses. Its plugins read the entries of what they know (the Rsbuild,
// Jest, Playwright and ESLint configs, the package.json scripts); this names
// the rest: the modules each remote exposes, which the shell loads at run time
// by name (each remote's module-federation.config.ts, read here), and the
// scripts run with node by path.
import type { KnipConfig } from 'knip';
import company from './remote-company/module-federation.config';
import products from './remote-products/module-federation.config';
import services from './remote-services/module-federation.config';

// The apps' rsbuild configs add their render in Node (src/render/*.tsx) to
// production builds only: read them as `pnpm build` does.
process.env.NODE_ENV = 'production';

/** The file of each module a remote's module-federation.config.ts exposes. */
const exposedFiles = ({ exposes }: typeof company): string[] => {
  if (!exposes || Array.isArray(exposes)) throw new Error('knip.config.ts: a remote exposes a record of files');
  return Object.values(exposes).flatMap((exposed) =>
    typeof exposed === 'string' || Array.isArray(exposed) ? exposed : exposed.import,
  );
};

/** An app's entries besides its exposed modules: Rsbuild's default entry (no app names another). */
const appEntry = 'src/index.ts';

export default {
  // The workspace's own packages (shared-ui, shared-i18n) have no users outside it:
  // what their entries export and no area imports is unused too.
  includeEntryExports: true,
  // Programs of the machine, not of npm (the README's table of what the tests need).
  ignoreBinaries: ['nginx', 'openssl', 'unshare'],
  workspaces: {
    '.': {},
    shell: {
      entry: [
        appEntry,
        // Run with node by the README's commands and the tests.
        'deploy/local-site.mjs',
        'deploy/nginx-config.mjs',
        'deploy/restart-edges.mjs',
      ],
      rsbuild: { config: ['rsbuild.config.ts', 'edge/rsbuild.config.ts'] },
      // The build's fallback metrics are read from @fontsource/inter's files by
      // path (shared-ui/build/font-stack.ts); build/__tests__/font-stack.test.ts
      // checks them against the served Inter from here.
      ignoreDependencies: ['@fontsource/inter'],
    },
    'remote-services': { entry: [appEntry, ...exposedFiles(services)] },
    'remote-products': { entry: [appEntry, ...exposedFiles(products)] },
    'remote-company': {
      // server/local.ts: started with tsx by shell/deploy/local-site.mjs.
      entry: [appEntry, ...exposedFiles(company), 'server/local.ts'],
    },
    'shared-ui': {
      // Its entries are its package.json exports (deploy/* with them).
      // Their font files are read by a path built per weight (build/font-stack.ts).
      ignoreDependencies: ['@fontsource/arimo', '@fontsource/inter', '@fontsource/roboto'],
    },
    'shared-i18n': {},
    field: {
      // Run with tsx: the collector by the package's script and, as a child, by shell/deploy/local-site.mjs;
      // its figures by `pnpm --filter field figures:collector`; the report by `pnpm field-report`; the canary
      // watch by `pnpm --filter field canary-watch` and the local site.
      entry: ['collector/main.ts', 'collector/figures.ts', 'report/main.ts', 'canary/main.ts'],
    },
    e2e: {
      entry: [
        // Run with node by the root package.json's scripts, by each other
        // (test-all.mjs, bench.mjs) and by the journeys.
        'tools/*.mjs',
        // The one bundle's entry, named in bench/monolith.rsbuild.config.ts.
        'bench/one-bundle.ts',
      ],
      playwright: { config: ['playwright.config.ts', 'dev.config.ts'] },
      // `pnpm bench` builds the one-bundle site with it (tools/bench.mjs).
      rsbuild: { config: ['bench/monolith.rsbuild.config.ts'] },
      // tools/bench.mjs runs node_modules/.bin/lighthouse by path.
      ignoreDependencies: ['lighthouse'],
    },
  },
} satisfies KnipConfig;
