import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { requestedLanguage } from 'shared-i18n';
import {
  forgetRemoteModule,
  loadRemoteModuleForView,
  releaseRemoteModuleLoad,
  remoteModuleLoadForView,
} from '../load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
}));
jest.mock('shared-i18n', () => ({
  changeLanguage: jest.fn(() => Promise.resolve(undefined)),
  defaultLanguage: 'en',
  requestedLanguage: jest.fn(() => 'en'),
}));
jest.mock('../remotes-config', () => ({ loadRemotesConfig: jest.fn(() => Promise.resolve({})) }));

const runtimeLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const runtimePreload = preloadRemote as jest.MockedFunction<typeof preloadRemote>;
const language = requestedLanguage as jest.MockedFunction<typeof requestedLanguage>;
const Page = () => null;

describe('the load started ahead of a RemoteView', () => {
  beforeEach(() => runtimeLoad.mockReset());

  it('gives its failure to every render of the view, instead of a second full wait; once shown, a later view loads afresh', async () => {
    const timedOut = new Error('Failed to get manifest: signal timed out');
    runtimeLoad.mockRejectedValueOnce(timedOut).mockResolvedValue({ default: Page });

    await expect(loadRemoteModuleForView('remote_x/Page')).rejects.toBe(timedOut);
    await expect(remoteModuleLoadForView('remote_x/Page')).rejects.toBe(timedOut);
    await expect(remoteModuleLoadForView('remote_x/Page')).rejects.toBe(timedOut);
    expect(runtimeLoad).toHaveBeenCalledTimes(1);

    releaseRemoteModuleLoad('remote_x/Page');
    await expect(remoteModuleLoadForView('remote_x/Page')).resolves.toEqual({ default: Page });
    expect(runtimeLoad).toHaveBeenCalledTimes(2);
  });

  it('is dropped by a retry, which loads afresh', async () => {
    runtimeLoad.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: Page });
    await expect(loadRemoteModuleForView('remote_w/Page')).rejects.toThrow('down');
    forgetRemoteModule('remote_w/Page');
    await expect(remoteModuleLoadForView('remote_w/Page')).resolves.toEqual({ default: Page });
    expect(runtimeLoad).toHaveBeenCalledTimes(2);
  });

  it('is joined by the view while still under way', async () => {
    let finish: (module: unknown) => void = () => undefined;
    runtimeLoad.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const ahead = loadRemoteModuleForView('remote_y/Page');
    const view = remoteModuleLoadForView('remote_y/Page');
    finish({ default: Page });
    await expect(view).resolves.toEqual({ default: Page });
    await ahead;
    expect(runtimeLoad).toHaveBeenCalledTimes(1);
  });

  it('leaves a view without a load ahead to load for itself', async () => {
    runtimeLoad.mockResolvedValue({ default: Page });
    await expect(remoteModuleLoadForView('remote_z/Page')).resolves.toEqual({ default: Page });
    expect(runtimeLoad).toHaveBeenCalledTimes(1);
  });
});

describe('the copy of the page’s language', () => {
  beforeEach(() => {
    runtimeLoad.mockReset().mockResolvedValue({ default: Page });
    runtimePreload.mockClear();
  });

  it('is fetched with the module’s code in French: its files and its French copy chunk, not shared-i18n’s copy', async () => {
    language.mockReturnValue('fr');
    await loadRemoteModuleForView('remote_v/FrenchPage');
    expect(runtimePreload).toHaveBeenCalledTimes(1);
    const [[request]] = runtimePreload.mock.calls as [[Parameters<typeof preloadRemote>[0]]];
    expect(request).toEqual([
      expect.objectContaining({ nameOrAlias: 'remote_v', exposes: ['./FrenchPage'], resourceCategory: 'all' }),
    ]);
    const filter = request[0]?.filter;
    expect(filter?.('http://127.0.0.1:4002/static/js/async/products-copy-fr.842114df0a.js')).toBe(true);
    expect(filter?.('http://127.0.0.1:4002/static/js/async/common-fr.26f17df499.js')).toBe(false);
    expect(filter?.('http://127.0.0.1:4002/static/js/async/products-copy-de.842114df0a.js')).toBe(false);
    expect(filter?.('http://127.0.0.1:4002/static/js/async/__federation_expose_FrenchPage.1a420e3061.js')).toBe(true);
    expect(filter?.('http://127.0.0.1:4002/static/css/async/__federation_expose_FrenchPage.5bc3e602e5.css')).toBe(true);
  });

  it('is in the module itself in English: nothing more is fetched', async () => {
    language.mockReturnValue('en');
    await loadRemoteModuleForView('remote_v/EnglishPage');
    expect(runtimePreload).not.toHaveBeenCalled();
  });
});
