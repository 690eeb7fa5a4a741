import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  forgetRemoteModule,
  loadRemoteModuleForView,
  releaseRemoteModuleLoad,
  remoteModuleLoadForView,
} from '../load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
jest.mock('shared-i18n', () => ({
  changeLanguage: jest.fn(() => Promise.resolve(undefined)),
  requestedLanguage: () => 'en',
}));
jest.mock('../remotes-config', () => ({ loadRemotesConfig: jest.fn(() => Promise.resolve({})) }));

const runtimeLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
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
