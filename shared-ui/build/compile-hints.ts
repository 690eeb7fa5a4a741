import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints):
 * a script whose first line is this comment has its functions compiled on a
 * background thread while it streams in, instead of one by one on the main
 * thread when each first runs. Every script of the site runs as a page
 * starts, so all of them carry it; other engines read a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Every script gets the hint, small ones too: Chromium streams those as well
 * (docs/performance.md, "Start-up and size").
 */
export const wantsCompileHint = (name: string): boolean => /\.m?js$/.test(name);

/**
 * Puts the hint on the first line of every script, after minification
 * (which drops comments) and before the content hashes, so that file names
 * still follow their content.
 */
export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    setup(api) {
      api.processAssets({ stage: 'summarize' }, ({ assets, compilation, sources }) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!wantsCompileHint(name)) continue;
          compilation.updateAsset(name, new sources.ConcatSource(`${compileHint}\n`, source));
        }
      });
    },
  };
}
