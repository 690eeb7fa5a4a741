import { preloadScriptsInTurn, yieldToMainPlugin } from '../yield-to-main-plugin';

/** Runs the timers due now, then the promise callbacks they release. */
async function nextTask() {
  jest.advanceTimersByTime(0);
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

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

  it("adds a remote module's scripts one per task, and leaves its stylesheets to the runtime", async () => {
    document.head.innerHTML = '';
    const preloadOps: { nameOrAlias: string; filter?: (url: string) => boolean }[] = [{ nameOrAlias: 'remote_products' }];
    const hook = yieldToMainPlugin().beforePreloadRemote!({ preloadOps } as never);
    jest.runOnlyPendingTimers();
    await hook;
    const filter = preloadOps[0]?.filter;
    const base = 'https://products.example.com/static';
    // The runtime asks the filter about each asset in one go.
    expect(filter?.(`${base}/css/async/page.1.css`)).toBe(true);
    expect(filter?.(`${base}/js/async/t.1.js`)).toBe(false);
    expect(filter?.(`${base}/js/async/page.1.js?v=2`)).toBe(false);
    expect(filter?.(`${base}/js/async/t.1.js`)).toBe(false);
    const preloads = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    expect(preloads()).toEqual([]);
    await nextTask();
    expect(preloads()).toEqual([`${base}/js/async/t.1.js`]);
    await nextTask();
    // Each once, in the order asked.
    expect(preloads()).toEqual([`${base}/js/async/t.1.js`, `${base}/js/async/page.1.js?v=2`]);
    await nextTask();
    await nextTask();
    expect(preloads()).toHaveLength(2);
    preloadScriptsInTurn([`${base}/js/async/t.1.js`]);
    await nextTask();
    await nextTask();
    expect(preloads()).toHaveLength(2);
    // Loaded: the element goes. Failed: it goes, and a retry may add it again.
    document.head.querySelector(`script[src="${base}/js/async/t.1.js"]`)?.dispatchEvent(new Event('load'));
    document.head.querySelector(`script[src="${base}/js/async/page.1.js?v=2"]`)?.dispatchEvent(new Event('error'));
    expect(preloads()).toEqual([]);
    preloadScriptsInTurn([`${base}/js/async/t.1.js`, `${base}/js/async/page.1.js?v=2`]);
    await nextTask();
    expect(preloads()).toEqual([`${base}/js/async/page.1.js?v=2`]);
  });

  it('keeps a filter the caller set: what it leaves out is neither preloaded by the runtime nor here', async () => {
    const preloadOps: { nameOrAlias: string; filter?: (url: string) => boolean }[] = [
      { nameOrAlias: 'remote_company', filter: (url) => !url.includes('skip') },
    ];
    const hook = yieldToMainPlugin().beforePreloadRemote!({ preloadOps } as never);
    jest.runOnlyPendingTimers();
    await hook;
    expect(preloadOps[0]?.filter?.('https://company.example.com/static/css/skip.css')).toBe(false);
    expect(preloadOps[0]?.filter?.('https://company.example.com/static/css/page.css')).toBe(true);
  });
});
