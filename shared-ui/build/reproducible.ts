import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

/**
 * Takes the checkout's folder out of the build, so that a file name means the
 * same file on every machine (caching across deploys, HTML built on one
 * machine naming assets built on another). The remotes' builds are identical
 * wherever they are made; the shell's is not yet in every folder (README,
 * `pnpm check:reproducible`).
 *
 * Rspack derives module and chunk ids from module identifiers, and the
 * identifiers Module Federation gives its shared modules embed an absolute
 * path ("consume shared module (default) react@* (fallback: /home/…/react/
 * index.js)"), which Rspack does not make relative. Those ids, and every
 * content hash that contains them, changed with the checkout's folder.
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

export function pluginReproducibleBuild(): RsbuildPlugin {
  return {
    name: pluginName,
    apply: 'build',
    setup(api) {
      api.modifyRspackConfig((config) => {
        // Named chunk ids come from module paths relative to the app (and
        // from "webpack/sharing/consume/…" for shared modules), never from
        // the checkout's folder.
        config.optimization = { ...config.optimization, chunkIds: 'named' };
        config.plugins = [
          ...(config.plugins ?? []),
          {
            apply(compiler: Rspack.Compiler) {
              const root = findWorkspaceRoot(compiler.context);
              compiler.hooks.compilation.tap(pluginName, (compilation) => {
                compilation.hooks.beforeModuleIds.tap(pluginName, (modules) => {
                  // Rspack hands each module as an object whose identifier is a string and whose id can be set.
                  const list = [...modules] as unknown as { identifier: string; id: string | number | null }[];
                  const ids = portableModuleIds(list.map((module) => module.identifier), root);
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
