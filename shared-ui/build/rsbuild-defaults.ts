import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import { rspack, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginCompileHints } from './compile-hints';
import { esmBuildOf, federationRuntimeCjs } from './federation-runtime-esm';
import { pluginFontStack } from './font-stack';
import { pluginPrecompress } from './precompress-plugin';
import { pluginReproducibleBuild } from './reproducible';
import { remoteRequestDeadlineMs } from '../src/site/remote-deadline';

export interface AppDefaultsOptions {
  /** Prefix of CSS module class names, so two areas' classes never collide. */
  cssPrefix: string;
  port: number;
}

/** Settings every app of the site builds with. */
export function appDefaults({ cssPrefix, port }: AppDefaultsOptions): RsbuildConfig {
  return {
    plugins: [
      // Fast Refresh instruments the app's own modules only. Rsbuild hands the
      // refresh plugin its JS rule's include list, which Module Federation
      // widens to its own packages, and an empty exclude list.
      pluginReact({ reactRefreshOptions: { exclude: /[\\/]node_modules[\\/]/ } }),
      pluginSass(),
      pluginCompileHints(),
      pluginFontStack(),
      pluginReproducibleBuild(),
      pluginPrecompress(),
    ],
    server: { host: '127.0.0.1', port, strictPort: true },
    output: {
      cssModules: { localIdentName: `${cssPrefix}-[local]-[hash:base64:5]` },
      legalComments: 'none',
    },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    // On-demand compilation hands Module Federation a stub for the async
    // bootstrap on the first visit, which then fails; compile up front.
    dev: { lazyCompilation: false },
    // A chunk that does not arrive fails after the site's deadline, not
    // webpack's much longer default, so the retry message shows in time. A
    // remote's chunks load through its own runtime, so every app sets it.
    tools: {
      rspack: {
        output: { chunkLoadTimeout: remoteRequestDeadlineMs },
        plugins: [federationRuntimeAsEsm()],
      },
    },
  };
}

/**
 * Rspack's built-in ModuleFederationPlugin imports the federation runtime by
 * require.resolve, that is the CommonJS builds (dist/*.cjs) of its packages,
 * which Rspack can neither tree-shake nor concatenate: every module of the
 * runtime shipped, whatever the experiments.optimization flags say. Each
 * package ships its ES module build beside it, which is taken instead
 * (federation-runtime-esm.ts).
 */
const federationRuntimeAsEsm = () =>
  new rspack.NormalModuleReplacementPlugin(federationRuntimeCjs, (resolved: { createData?: { resource?: string } }) => {
    const { createData } = resolved;
    const esm = createData?.resource && esmBuildOf(createData.resource);
    if (createData && esm) createData.resource = esm;
  });

/**
 * The standalone page is the dev server's: a release holds the remote's
 * files for the site and nothing else, so its deployed origin has no page
 * to answer with (every path without a file is a 404).
 */
const pluginStandaloneInDevOnly = (): RsbuildPlugin => ({
  name: 'kestrel:standalone-in-dev-only',
  setup(api) {
    if (api.context.action === 'build')
      api.modifyRsbuildConfig((config) => ({ ...config, tools: { ...config.tools, htmlPlugin: false } }));
  },
});

/**
 * What a remote adds: chunks resolve against wherever its release is served
 * (/releases/<area>/<release>/ of the site, or another origin: 'auto' public
 * path, no eval needed), the dev server answers the shell's cross-origin
 * requests, and a standalone page for the owning team (in dev).
 */
export const remoteDefaults: RsbuildConfig = {
  plugins: [pluginStandaloneInDevOnly()],
  server: { cors: true, historyApiFallback: true },
  output: { assetPrefix: 'auto' },
  html: { template: '../shared-ui/build/standalone.html' },
};
