/**
 * @jest-environment node
 */
import type { ProcessAssetsHandler, RsbuildPluginAPI } from '@rsbuild/core';
import { compileHint, pluginCompileHints, wantsCompileHint } from '../compile-hints';

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

  const assets: Record<string, FakeSource> = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, new FakeSource(text)]),
  );
  const compilation = {
    updateAsset: (name: string, source: FakeSource) => {
      assets[name] = source;
    },
  };
  void handler?.({
    assets,
    compilation,
    sources: { ConcatSource: FakeConcatSource },
  } as unknown as Parameters<ProcessAssetsHandler>[0]);
  return Object.fromEntries(Object.entries(assets).map(([name, source]) => [name, source.source()]));
}

describe('compile hints', () => {
  const script = 'console.log(1)';
  const tiny = '1';
  const css = 'a{color:red}';

  it('is V8’s explicit compile hint, a comment on a line of its own', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad');
  });

  it('marks every script, whatever its size, and nothing else', () => {
    expect(wantsCompileHint('static/js/async/t.1234.js')).toBe(true);
    expect(wantsCompileHint('remoteEntry.js')).toBe(true);
    expect(wantsCompileHint('static/js/index.1234.mjs')).toBe(true);
    expect(wantsCompileHint('static/css/index.1234.css')).toBe(false);
    expect(wantsCompileHint('mf-manifest.json')).toBe(false);
    expect(wantsCompileHint('static/js/async/t.1234.js.map')).toBe(false);
  });

  it('puts the hint on the first line of every script and leaves other files untouched', () => {
    const out = emit({
      'remoteEntry.js': script,
      'static/js/a.js': tiny,
      'static/css/a.css': css,
      'mf-manifest.json': '{}',
    });
    expect(out['remoteEntry.js']).toBe(`${compileHint}\n${script}`);
    expect(out['static/js/a.js']).toBe(`${compileHint}\n${tiny}`);
    expect(out['static/css/a.css']).toBe(css);
    expect(out['mf-manifest.json']).toBe('{}');
  });

  it('runs for production builds only', () => {
    expect(pluginCompileHints().apply).toBe('build');
  });
});
