// The build's brotli and gzip copies of text files (name.br, name.gz beside
// name), which both servers send by Accept-Encoding instead of compressing
// each response. Each app's build writes them through compression-webpack-plugin
// (shared-ui/build/precompress-plugin.ts); what is written after the bundler
// (the static command shell/build/compose-pages.mjs, sitemap.xml) goes through
// compressTree with the same settings.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compression, precompressedFiles } from './headers.mjs';

/**
 * Paid once per build, so the highest levels.
 * @type {import('node:zlib').BrotliOptions}
 */
export const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
/** @type {import('node:zlib').ZlibOptions} */
export const gzipOptions = { level: constants.Z_BEST_COMPRESSION };
/** A copy is written only when it is at most this share of the original. */
export const minRatio = 0.8;
export { precompressedFiles };
export const threshold = compression.minLength;

/**
 * Writes file.br and file.gz when the file is worth compressing.
 * @param {string} file
 */
export function compressFile(file) {
  const source = readFileSync(file);
  if (source.length < threshold) return;
  /** @type {[string, Buffer][]} */
  const copies = [
    ['br', brotliCompressSync(source, brotliOptions)],
    ['gz', gzipSync(source, gzipOptions)],
  ];
  for (const [suffix, encoded] of copies) {
    if (encoded.length / source.length <= minRatio) writeFileSync(`${file}.${suffix}`, encoded);
  }
}

/**
 * Compresses every matching file under dir.
 * @param {string} dir
 */
export function compressTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressTree(path);
    else if (precompressedFiles.test(name)) compressFile(path);
  }
}
