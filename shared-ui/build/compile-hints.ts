import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a
 * comment). A script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of one by
 * one on the main thread the first time each runs. For a bundle whose
 * functions nearly all run on load (react-dom, the federation runtime,
 * i18next), that moves most of its compile time off the main thread, where
 * it would otherwise make long tasks (Total Blocking Time).
 * https://v8.dev/blog/explicit-compile-hints
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Chrome streams, and so compiles off the main thread, only scripts of at
 * least 30 KiB; a smaller script with the hint would have all its functions
 * compiled on the main thread, used or not. Such scripts are left as they are.
 */
export const compileHintMinBytes = 30 * 1024;

/** Whether an emitted asset gets the hint. */
export const wantsCompileHint = (name: string, size: number): boolean =>
  /\.m?js$/.test(name) && size >= compileHintMinBytes;

/**
 * Puts the compile hint on the first line of every large script. It runs
 * after minification (which drops comments) and before the content hashes
 * are computed, so file names still change with their content.
 */
export function pluginCompileHints(): RsbuildPlugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    setup(api) {
      api.processAssets({ stage: 'summarize' }, ({ assets, compilation, sources }) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!wantsCompileHint(name, source.size())) continue;
          compilation.updateAsset(name, new sources.ConcatSource(`${compileHint}\n`, source));
        }
      });
    },
  };
}
