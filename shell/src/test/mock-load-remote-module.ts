import type { RemoteComponentModule } from '../lib/remotes/load-remote-module';

/**
 * A stand-in for lib/remotes/load-remote-module in component tests:
 * every way of loading goes through the one `loadRemoteModule` mock (the
 * hand-over between them is tested in load-remote-module.test.ts).
 *
 *   jest.mock('../../../lib/remotes/load-remote-module', () => jest.requireActual('../../../test/mock-load-remote-module').mockLoadRemoteModule());
 */
export function mockLoadRemoteModule() {
  const loadRemoteModule = jest.fn<Promise<RemoteComponentModule>, [string]>();
  return {
    loadRemoteModule,
    loadRemoteModuleForView: (id: string) => loadRemoteModule(id),
    remoteModuleLoadForView: (id: string) => loadRemoteModule(id),
    releaseRemoteModuleLoad: jest.fn(),
    loadedRemoteModule: jest.fn(() => undefined),
    forgetRemoteModule: jest.fn(),
    // Views over server HTML wait on it (hydration: tested with the real loader).
    whenRemoteModuleLoaded: jest.fn(() => new Promise(() => undefined)),
  };
}
