import type { RsbuildPlugin } from '@rsbuild/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { brotliOptions, gzipOptions, minRatio, precompressedFiles, threshold } from '../server-kit/precompress.mjs';

/**
 * Brotli and gzip copies of the browser build's text files, written beside
 * them (name.br, name.gz) so that neither server compresses them per request
 * (nginx's brotli_static/gzip_static, sirv in shell/deploy/local-site.mjs). Only in
 * production builds, and not for the Node environment that renders pages.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'site:precompress',
    apply: 'build',
    setup(api) {
      api.modifyRspackConfig((config, { appendPlugins, environment, isProd }) => {
        if (!isProd || environment.config.output.target !== 'web') return;
        const shared = { test: precompressedFiles, threshold, minRatio };
        appendPlugins([
          new CompressionPlugin({
            ...shared,
            algorithm: 'brotliCompress',
            compressionOptions: brotliOptions,
            filename: '[path][base].br',
          }),
          new CompressionPlugin({
            ...shared,
            algorithm: 'gzip',
            compressionOptions: gzipOptions,
            filename: '[path][base].gz',
          }),
        ]);
      });
    },
  };
}
