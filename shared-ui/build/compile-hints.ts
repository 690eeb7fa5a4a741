import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a
 * comment). A script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of one by
 * one on the main thread the first time each runs. The site's scripts are
 * the code a page runs as it starts (react-dom, the federation runtime,
 * i18next, the router, the app and each remote's page), so that moves their
 * compile time off the main thread, where it would otherwise lengthen the
 * start-up tasks (Total Blocking Time).
 * https://v8.dev/blog/explicit-compile-hints
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Whether an emitted asset gets the hint: every script, whatever its size.
 * Chromium streams small scripts too (a trace of /services/cloud-devops has
 * one V8.CompileStreamedScript per script, the 719-byte one included). With
 * the hint on scripts of 30 KiB and more only, the main thread still
 * compiled 298 functions of the smaller ones lazily (V8.CompileCode 24-27 ms
 * per load on this machine); with it on every script, 11: six in the
 * navigation's own task, before any of the site's scripts runs, and five
 * that take 0.5-2.5 ms in all.
 */
export const wantsCompileHint = (name: string): boolean => /\.m?js$/.test(name);

/**
 * Puts the compile hint on the first line of every script. It runs
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
          if (!wantsCompileHint(name)) continue;
          compilation.updateAsset(name, new sources.ConcatSource(`${compileHint}\n`, source));
        }
      });
    },
  };
}
