import type { RemoteComponentModule } from '../lib/remotes/load-remote-module';

/**
 * A stand-in for lib/remotes/load-remote-module in component tests:
 * every load goes through the one `loadRemoteModule` mock.
 *
 *   jest.mock('../../../lib/remotes/load-remote-module', () => jest.requireActual('../../../test/mock-load-remote-module').mockLoadRemoteModule());
 */
export function mockLoadRemoteModule() {
  const loadRemoteModule = jest.fn<Promise<RemoteComponentModule>, [string]>();
  return {
    loadRemoteModule,
    loadedRemoteModule: jest.fn(() => undefined),
    forgetRemoteModule: jest.fn(),
    // Views over server HTML wait on it (hydration: tested with the real loader).
    whenRemoteModuleLoaded: jest.fn(() => new Promise(() => undefined)),
  };
}
