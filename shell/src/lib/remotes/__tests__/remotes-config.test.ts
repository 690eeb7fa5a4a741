import { federation } from '../federation';
import type { ModuleLoader } from '../module-loader';

const mockRegister = jest.fn();
jest.mock('../federation', () => ({ federation: jest.fn(() => Promise.resolve({ registerRemotes: mockRegister })) }));

const register = mockRegister;
const runtime = federation as jest.MockedFunction<typeof federation>;
const remotesJson = { remote_a: 'https://a.example.com/releases/2/mf-manifest.json' };

/** A page whose data says where each area was, of `remotes` (`{ name: { release, manifest } }` as it holds). */
const pageWith = (remotes: unknown) => {
  const data = { version: 1, remotes, routes: { prefixes: {}, areas: {} }, copy: { language: 'en', sources: {} } };
  document.head.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(data)}</script>`;
};
const at = (release: string) => ({ release, manifest: `https://a.example.com/releases/${release}/mf-manifest.json` });

/** A fresh copy of the module (its cached config, and the page's data read) for each case, the app given `loader`. */
const loadModule = (loader?: ModuleLoader) => {
  let module: typeof import('../remotes-config') | undefined;
  jest.isolateModules(() => {
    if (loader) jest.requireActual<typeof import('../module-loader')>('../module-loader').provideModules(loader);
    module = jest.requireActual<typeof import('../remotes-config')>('../remotes-config');
  });
  return module!;
};

describe('where the app loads each remote from', () => {
  beforeEach(() => {
    register.mockReset();
    runtime.mockClear();
    document.head.innerHTML = '';
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve(remotesJson),
      }),
    ) as unknown as typeof fetch;
  });

  it('takes the places the page was composed from, without asking for remotes.json or loading the runtime', async () => {
    pageWith({ remote_a: at('1') });
    const config = loadModule();
    await expect(config.loadRemotesConfig()).resolves.toEqual({
      remote_a: 'https://a.example.com/releases/1/mf-manifest.json',
    });
    expect(runtime).not.toHaveBeenCalled();
    // The first need of an area's code registers them all with the runtime, once.
    await config.federationWithRemotes();
    await config.federationWithRemotes();
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith([
      { name: 'remote_a', entry: 'https://a.example.com/releases/1/mf-manifest.json' },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads remotes.json where the page has no data (development) or data that does not hold (said in the console)', async () => {
    await expect(loadModule().loadRemotesConfig()).resolves.toEqual(remotesJson);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageWith({ remote_a: { release: '1', manifest: '(none)mf-manifest.json' } });
    await expect(loadModule().loadRemotesConfig()).resolves.toEqual(remotesJson);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Error: page data: remotes\.remote_a\.manifest /);
    warn.mockRestore();
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('checks each map against the schema: a page’s map of another shape is not used, a remotes.json of another shape is an error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const map of [
      { remote_a: 5 },
      { remote_a: 'https://a.example.com/releases/1/mf-manifest.json' },
      ['https://a.example.com/mf-manifest.json'],
      { 'remote a': at('1') },
      { remote_a: { ...at('1'), release: '../1' } },
    ]) {
      pageWith(map);
      await expect(loadModule().loadRemotesConfig()).resolves.toEqual(remotesJson);
    }
    expect(warn).toHaveBeenCalledTimes(5);
    warn.mockRestore();
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ remote_a: 'javascript:alert(1)' }) }),
    ) as unknown as typeof fetch;
    document.head.innerHTML = '';
    await expect(loadModule().loadRemotesConfig()).rejects.toThrow(/not a map of remote names/);
    expect(register).not.toHaveBeenCalledWith([{ name: 'remote_a', entry: 'javascript:alert(1)' }]);
  });

  it('says on a retry whether the remote was redeployed elsewhere since the page was composed, and has the loader forget it', async () => {
    const forget = jest.fn(() => Promise.resolve());
    const loader = { load: () => Promise.resolve(null), forget };
    pageWith({ remote_a: at('1') });
    await expect(loadModule(loader).resetRemote('remote_a')).resolves.toBe(true);
    expect(forget).toHaveBeenCalledWith('remote_a', at('1').manifest);
    pageWith({ remote_a: at('2') });
    await expect(loadModule(loader).resetRemote('remote_a')).resolves.toBe(false);
  });

  it('while a canary runs, keeps a page of either release, asks again for a page of neither, and develops on the stable one', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ remote_a: [at('2').manifest, at('3').manifest] }),
      }),
    ) as unknown as typeof fetch;
    const loader = { load: () => Promise.resolve(null), forget: () => Promise.resolve() };
    const reloads: Record<string, boolean> = {};
    for (const release of ['1', '2', '3']) {
      pageWith({ remote_a: at(release) });
      reloads[release] = await loadModule(loader).resetRemote('remote_a');
    }
    expect(reloads).toEqual({ 1: true, 2: false, 3: false });
    document.head.innerHTML = '';
    await expect(loadModule().loadRemotesConfig()).resolves.toEqual({ remote_a: at('2').manifest });
  });
});
