import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * Takes the checkout's folder out of the build, so that a file name means the
 * same file on every machine (caching across deploys, HTML built on one
 * machine naming assets built on another). `pnpm check:reproducible`, part of
 * `pnpm test`, builds the site again in another folder and compares.
 *
 * The identifiers Module Federation gives its shared modules embed an
 * absolute path ("consume shared module (default) react@* (fallback: /home/…/
 * react/index.js)"), which Rspack does not make relative. Rspack uses
 * identifiers in three places where that path leaked into the output:
 * - module ids, and every content hash containing them (portableModuleIds);
 * - split chunks: equally good groups of modules are ordered by a hash of
 *   their identifiers, so the folder decided which chunk was split off first
 *   and the order of the chunks an import() loads. Every consume-shared
 *   module has the same size, so groups of them tied;
 * - named chunk ids: two chunks with the same short name are told apart by a
 *   hash of their modules' full names.
 * Each shared package's consume module therefore gets its own chunk, named
 * from its share key (federationSharedChunks): such groups hold one module
 * each and are told apart by that module's name, and their chunks need no
 * hash to be told apart.
 */
const pluginName = 'site:reproducible';

/** The folder holding pnpm-workspace.yaml: every path of the build lies under it. */
export function findWorkspaceRoot(from: string): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
  }
  return from;
}

/**
 * Module ids from each identifier with the checkout's folder taken out: the
 * shortest unused prefix (two characters at least) of a hash of it, given in
 * identifier order, as Rspack's own compact ids are.
 */
export function portableModuleIds(identifiers: readonly string[], root: string): Map<string, string> {
  const portable = new Map(identifiers.map((identifier) => [identifier, identifier.split(root).join('<root>')]));
  const ordered = [...identifiers].sort((a, b) => ((portable.get(a) ?? a) < (portable.get(b) ?? b) ? -1 : 1));
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const identifier of ordered) {
    const hash = createHash('sha256')
      .update(portable.get(identifier) ?? identifier)
      .digest('base64url')
      .replace(/[^a-zA-Z0-9]/g, '');
    let length = 2;
    while (used.has(hash.slice(0, length))) length += 1;
    const id = hash.slice(0, length);
    used.add(id);
    ids.set(identifier, id);
  }
  return ids;
}

/** Module Federation lists which exposes use a module in build order; sorted, they no longer vary. */
export function sortUsedIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortUsedIn);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'usedIn' && Array.isArray(item) ? [...(item as string[])].sort() : sortUsedIn(item),
    ]),
  );
}

/**
 * The split-chunks group for Module Federation's consume-shared modules: one
 * chunk per shared package wherever two chunks need it, named from the
 * module's library identifier ("webpack/sharing/consume/default/react/react"),
 * which holds no path. Without a name, Rspack ordered such groups, and named
 * chunks made of them, by hashes of their folder-dependent identifiers.
 */
export const federationSharedChunks = {
  type: 'consume-shared-module',
  minChunks: 2,
  // Above Rspack's `default` group (-20), which would take them otherwise.
  priority: -15,
  name: (module: Pick<Rspack.Module, 'libIdent'>): string =>
    (module.libIdent({ context: '' }) ?? 'shared').replace(/[^\w-]+/g, '_'),
} satisfies Rspack.OptimizationSplitChunksCacheGroup;

export function pluginReproducibleBuild(): RsbuildPlugin {
  return {
    name: pluginName,
    apply: 'build',
    setup(api) {
      api.modifyRspackConfig((config) => {
        // Named chunk ids come from module paths relative to the app (and
        // from "webpack/sharing/consume/…" for shared modules), never from
        // the checkout's folder.
        const { splitChunks } = config.optimization ?? {};
        config.optimization = {
          ...config.optimization,
          chunkIds: 'named',
          ...(splitChunks
            ? {
                splitChunks: {
                  ...splitChunks,
                  cacheGroups: { ...splitChunks.cacheGroups, federationShared: federationSharedChunks },
                },
              }
            : {}),
        };
        config.plugins = [
          ...(config.plugins ?? []),
          {
            apply(compiler: Rspack.Compiler) {
              const root = findWorkspaceRoot(compiler.context);
              compiler.hooks.compilation.tap(pluginName, (compilation) => {
                compilation.hooks.beforeModuleIds.tap(pluginName, (modules) => {
                  // Rspack hands each module as an object whose identifier is a string and whose id can be set.
                  const list = [...modules] as unknown as { identifier: string; id: string | number | null }[];
                  const ids = portableModuleIds(
                    list.map((module) => module.identifier),
                    root,
                  );
                  for (const module of list) module.id = ids.get(module.identifier) ?? module.id;
                });
              });
            },
          },
        ];
      });
      api.processAssets({ stage: 'report' }, ({ assets, compilation, sources }) => {
        for (const name of ['mf-stats.json', 'mf-manifest.json']) {
          const asset = assets[name];
          if (!asset) continue;
          const sorted = sortUsedIn(JSON.parse(asset.source().toString()));
          compilation.updateAsset(name, new sources.RawSource(JSON.stringify(sorted, null, 2)));
        }
      });
    },
  };
}
