/**
 * @jest-environment node
 */
import { wantsCompileHint } from '../compile-hints';

// That every script a page loads starts with the hint, from the shell and
// from a remote, is checked on the real build by e2e/tests/federation.spec.ts.
describe('compile hints', () => {
  it('marks every script, whatever its size, and nothing else', () => {
    expect(wantsCompileHint('static/js/async/t.1234.js')).toBe(true);
    expect(wantsCompileHint('remoteEntry.js')).toBe(true);
    expect(wantsCompileHint('static/js/index.1234.mjs')).toBe(true);
    expect(wantsCompileHint('static/css/index.1234.css')).toBe(false);
    expect(wantsCompileHint('mf-manifest.json')).toBe(false);
    expect(wantsCompileHint('static/js/async/t.1234.js.map')).toBe(false);
  });
});
