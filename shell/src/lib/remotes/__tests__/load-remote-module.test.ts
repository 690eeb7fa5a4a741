import { registerCopy, type CopyLoader } from 'shared-i18n';
import { capture, noteRequested } from '../../field/field-capture';
import { forgetRemoteModule, loadRemoteModule } from '../load-remote-module';
import { provideModules } from '../module-loader';

const mockLoadRemote = jest.fn();
jest.mock('shared-i18n', () => ({
  defaultLanguage: 'en',
  hasCopy: jest.fn(() => false),
  loadLanguage: jest.fn(() => Promise.resolve(undefined)),
  registerCopy: jest.fn(() => Promise.resolve(undefined)),
}));
jest.mock('../../field/field-capture', () => ({ capture: jest.fn(), noteRequested: jest.fn() }));
jest.mock('../remotes-config', () => ({
  loadRemotesConfig: jest.fn(() => Promise.resolve({ remote_v: 'https://areas.example/remote_v/7/mf-manifest.json' })),
}));
provideModules({ load: (id) => mockLoadRemote(id) as Promise<null>, forget: () => Promise.resolve() });

const runtimeLoad = mockLoadRemote;
const captured = capture as jest.MockedFunction<typeof capture>;
const register = registerCopy as jest.MockedFunction<typeof registerCopy>;
const Page = () => null;

describe('a remote module that does not load', () => {
  beforeEach(() => {
    runtimeLoad.mockReset();
    captured.mockReset();
  });

  it('is reported to the field reports once, as the remote that did not load; a retry loads afresh', async () => {
    const timedOut = new Error('Failed to get manifest: signal timed out');
    runtimeLoad.mockRejectedValueOnce(timedOut).mockResolvedValue({ default: Page });
    await expect(loadRemoteModule('remote_x/Page')).rejects.toBe(timedOut);
    expect(captured).toHaveBeenCalledTimes(1);
    expect(captured).toHaveBeenCalledWith({ kind: 'remote', id: 'remote_x/Page', error: timedOut });
    forgetRemoteModule('remote_x/Page');
    await expect(loadRemoteModule('remote_x/Page')).resolves.toEqual({ default: Page });
    expect(runtimeLoad).toHaveBeenCalledTimes(2);
  });
});

describe('the copy of a view, in production', () => {
  const environment = process.env.NODE_ENV;
  const fetchMock = jest.fn<Promise<Response>, [URL]>();
  // jsdom has no Response: what the loader reads of one.
  const answer = (status: number, body: unknown = {}) =>
    ({ status, ok: status === 200, json: () => Promise.resolve(body) }) as Response;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    runtimeLoad.mockReset();
    register.mockReset().mockResolvedValue(undefined);
    fetchMock.mockReset().mockResolvedValue(answer(200, { v: { title: 'Titre' } }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    process.env.NODE_ENV = environment;
  });
  const loaderOf = (call = 0) => register.mock.calls[call]?.[1] as CopyLoader;

  it('is fetched beside the module’s code, not after it: its route’s file in the language asked for, from the release the module comes from', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    runtimeLoad.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    register.mockImplementation((_source, loader) => loader('fr').then(() => undefined));
    const loading = loadRemoteModule('remote_v/ServicePage', '/services/cloud-devops');
    await Promise.resolve();
    await Promise.resolve();
    // The code is still on its way, and the copy already asked for; the page load counts as one that asked for
    // the area's code (its field report).
    expect(noteRequested).toHaveBeenCalledWith('remote_v');
    expect(register).toHaveBeenCalledWith('remote_v:/services/cloud-devops', expect.any(Function));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'https://areas.example/remote_v/7/copy/fr/pages/services/cloud-devops.json',
    );
    arrive({ default: Page });
    await expect(loading).resolves.toEqual({ default: Page });
    await expect(loaderOf()('fr')).resolves.toEqual({ v: { title: 'Titre' } });
  });

  it('of a home block is its module’s file; the same view and release keep one loader, so nothing is fetched twice', async () => {
    runtimeLoad.mockResolvedValue({ default: Page });
    await loadRemoteModule('remote_v/HomeBlock');
    await loadRemoteModule('remote_v/HomeBlock');
    expect(register.mock.calls.map(([source]) => source)).toEqual(['remote_v/HomeBlock', 'remote_v/HomeBlock']);
    expect(loaderOf(0)).toBe(loaderOf(1));
    await loaderOf()('en');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://areas.example/remote_v/7/copy/en/blocks/HomeBlock.json');
  });

  it('fails the load when its file cannot be had, so the view says so and offers Retry', async () => {
    runtimeLoad.mockResolvedValue({ default: Page });
    await loadRemoteModule('remote_v/GonePage', '/gone');
    fetchMock.mockResolvedValueOnce(answer(404));
    await expect(loaderOf()('en')).rejects.toThrow('remote_v:/gone copy: HTTP 404');
  });

  it('comes with the module itself in development', async () => {
    process.env.NODE_ENV = 'development';
    runtimeLoad.mockResolvedValue({ default: Page });
    await loadRemoteModule('remote_v/DevPage', '/dev');
    expect(register).not.toHaveBeenCalled();
  });
});
