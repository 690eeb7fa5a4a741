// The shell and the three remotes built as one ordinary (non-federated)
// bundle, for `pnpm bench` to price Module Federation. Same defaults as the
// real apps; the federation runtime is swapped for ./federation-shim.ts.
//   cd shell && npx rsbuild build -c ../e2e/bench/monolith.rsbuild.config.ts
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appDefaults } from '../../shared-ui/build/rsbuild-defaults';

const here = dirname(fileURLToPath(import.meta.url));
const shell = join(here, '..', '..', 'shell');
const defaults = appDefaults({ cssPrefix: 'mono', port: 3900 });

export default {
  ...defaults,
  root: shell,
  source: { ...defaults.source, entry: { index: join(shell, 'src', 'index.ts') } },
  resolve: { alias: { '@module-federation/enhanced/runtime': join(here, 'federation-shim.ts') } },
  html: { template: join(shell, 'src', 'index.html') },
  performance: {
    ...defaults.performance,
    preload: { type: 'all-assets', include: [/inter-latin-wght-normal\.[\w]+\.woff2$/] },
  },
  output: { ...defaults.output, cleanDistPath: true, distPath: { root: process.env.MONOLITH_DIST ?? join(tmpdir(), 'site-monolith-dist') } },
};
