/**
 * @jest-environment node
 */
import type { ProcessAssetsHandler, RsbuildPluginAPI } from '@rsbuild/core';
import { compileHint, compileHintMinBytes, pluginCompileHints, wantsCompileHint } from '../compile-hints';

/** The part of a webpack-sources Source the plugin uses. */
class FakeSource {
  constructor(private readonly text: string) {}
  source = () => this.text;
  size = () => Buffer.byteLength(this.text);
}

class FakeConcatSource extends FakeSource {
  constructor(...parts: (string | FakeSource)[]) {
    super(parts.map((part) => (typeof part === 'string' ? part : part.source())).join(''));
  }
}

/** Runs the plugin's asset step on the given files and returns them after. */
function emit(files: Record<string, string>): Record<string, string> {
  let handler: ProcessAssetsHandler | undefined;
  let stage: string | undefined;
  const api = {
    processAssets: (descriptor: { stage: string }, fn: ProcessAssetsHandler) => {
      stage = descriptor.stage;
      handler = fn;
    },
  } as unknown as RsbuildPluginAPI;
  void pluginCompileHints().setup(api);
  // After minification (which strips comments), before the content hashes.
  expect(stage).toBe('summarize');

  const assets: Record<string, FakeSource> = Object.fromEntries(Object.entries(files).map(([name, text]) => [name, new FakeSource(text)]));
  const compilation = {
    updateAsset: (name: string, source: FakeSource) => {
      assets[name] = source;
    },
  };
  void handler?.({ assets, compilation, sources: { ConcatSource: FakeConcatSource } } as unknown as Parameters<ProcessAssetsHandler>[0]);
  return Object.fromEntries(Object.entries(assets).map(([name, source]) => [name, source.source()]));
}

describe('compile hints', () => {
  const big = 'x'.repeat(compileHintMinBytes);
  const small = 'x'.repeat(compileHintMinBytes - 1);

  it('is V8’s explicit compile hint, a comment on a line of its own', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad');
  });

  it('marks scripts Chrome streams (30 KiB and more) and nothing else', () => {
    expect(wantsCompileHint('static/js/async/t.1234.js', compileHintMinBytes)).toBe(true);
    expect(wantsCompileHint('static/js/async/t.1234.js', compileHintMinBytes - 1)).toBe(false);
    expect(wantsCompileHint('static/css/index.1234.css', compileHintMinBytes * 4)).toBe(false);
    expect(wantsCompileHint('mf-manifest.json', compileHintMinBytes * 4)).toBe(false);
  });

  it('puts the hint on the first line of large scripts and leaves the rest untouched', () => {
    const out = emit({ 'remoteEntry.js': big, 'static/js/a.js': small, 'static/css/a.css': big });
    expect(out['remoteEntry.js']).toBe(`${compileHint}\n${big}`);
    expect(out['static/js/a.js']).toBe(small);
    expect(out['static/css/a.css']).toBe(big);
  });

  it('runs for production builds only', () => {
    expect(pluginCompileHints().apply).toBe('build');
  });
});
