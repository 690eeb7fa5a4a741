// The shell and the three remotes built as one ordinary (non-federated)
// bundle, for `pnpm bench` to price Module Federation. Same defaults as the
// real apps; the shell's app (shell/src/public/browser.ts, rendered by public/node.ts) is started with the areas'
// modules imported directly (one-bundle-modules.ts) instead of the federation
// runtime, which is not in it. Its
// pages are rendered in Node like the federated build's (monolith-pages.ts),
// then written as pages by `composePages` (e2e/tools/bench.mjs).
//   cd shell && NODE_ENV=production npx rsbuild build -c ../e2e/bench/monolith.rsbuild.config.ts
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { appDefaults } from 'shared-ui/build/rsbuild-defaults';
import { pluginRenderInNode, renderEnvironments } from 'shared-ui/build/render-in-node';
import { pluginFontsInPages } from 'shared-ui/build/font-stack';
import { writeFrames } from '../../shell/build/frames';

const here = dirname(fileURLToPath(import.meta.url));
const shell = join(here, '..', '..', 'shell');
const defaults = appDefaults({ cssPrefix: 'mono', port: 3900 });
const dist = process.env.MONOLITH_DIST ?? join(tmpdir(), 'site-monolith-dist');

export default mergeRsbuildConfig(defaults, renderEnvironments(join(here, 'monolith-pages.ts')), {
  root: shell,
  html: { template: join(shell, 'src', 'index.html'), title: '', inject: 'body' },
  output: { cleanDistPath: true, distPath: { root: dist } },
  environments: {
    web: { source: { entry: { index: join(here, 'one-bundle.ts') } } },
    // Where the static command finds a shell's render bundle: beside its dist/.
    node: { output: { distPath: { root: join(dirname(dist), 'dist-render') } } },
  },
  plugins: [pluginFontsInPages(), pluginRenderInNode(writeFrames)],
  // monolith-pages.ts lives here but imports what the shell depends on.
  tools: { rspack: { resolve: { modules: [join(shell, 'node_modules'), 'node_modules'] } } },
});
