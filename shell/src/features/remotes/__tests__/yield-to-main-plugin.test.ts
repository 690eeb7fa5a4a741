import { yieldToMainPlugin } from '../yield-to-main-plugin';

describe('yieldToMainPlugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends the task between the steps of loading a remote: each hook resolves only after a timer', async () => {
    const plugin = yieldToMainPlugin();
    const hooks = [
      () => plugin.beforeLoadShare!({ pkgName: 'react' } as never),
      () => plugin.beforePreloadRemote!({ preloadOps: [] } as never),
      () => plugin.afterResolve!({ id: 'remote_company/ContactPage' } as never),
      () => plugin.afterLoadEntry!({} as never),
      () => plugin.afterInitRemote!({} as never),
      () => plugin.afterGetExpose!({} as never),
    ];
    for (const hook of hooks) {
      let settled = false;
      const result = Promise.resolve(hook()).then(() => (settled = true));
      // Microtasks alone (what the federation runtime's promise chain runs on) do not finish it.
      await Promise.resolve();
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.runOnlyPendingTimers();
      await result;
      expect(settled).toBe(true);
    }
  });

  it('hands the resolved module on unchanged (afterResolve is a waterfall hook)', async () => {
    const args = { id: 'remote_company/ContactPage', expose: './ContactPage' };
    const result = yieldToMainPlugin().afterResolve!(args as never);
    jest.runOnlyPendingTimers();
    await expect(result).resolves.toBe(args);
  });

  it('hands the shared module request on unchanged (beforeLoadShare is a waterfall hook)', async () => {
    const args = { pkgName: 'react-dom', shareInfo: { scope: ['default'] } };
    const result = yieldToMainPlugin().beforeLoadShare!(args as never);
    jest.runOnlyPendingTimers();
    await expect(result).resolves.toBe(args);
  });
});
