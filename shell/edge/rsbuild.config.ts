import { defineConfig } from '@rsbuild/core';

/**
 * The edge as one program for Node (dist-edge/edge.mjs), its dependencies
 * inside: production runs it beside the shell's dist/ with no checkout, no
 * install and no TypeScript loader.
 */
export default defineConfig({
  source: { entry: { edge: './edge/main.ts' } },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist-edge' },
    filename: { js: '[name].mjs' },
    minify: false,
    legalComments: 'none',
    // The page start is read at run time beside the program (build/page-html.mjs), for its hash in the CSP.
    copy: [{ from: './build/page-start.js' }],
  },
  tools: {
    htmlPlugin: false,
    // import.meta.url stays the program's own URL at run time, so the files it
    // names (the shell's dist/ beside dist-edge/, the page start) are found there.
    rspack: { module: { parser: { javascript: { url: false, importMeta: false } } } },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
});
