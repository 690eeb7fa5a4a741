import { setReportsObjection } from 'field/objection';
import { capture, captureUncaught, startFieldReports, type Captured } from '../field-capture';

const received: Captured[][] = [];
const reported: Captured[] = [];
jest.mock('../field-reporter', () => ({
  startReporter: (kept: Captured[]) => {
    received.push(kept);
    return (captured: Captured) => reported.push(captured);
  },
}));

describe('what goes wrong before the reporter loads', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('is kept from the start, one error object once, and handed to the reporter, which takes what follows', async () => {
    window.history.replaceState(null, '', '/fr/contact');
    captureUncaught();
    const thrown = new Error('thrown before hydration');
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: thrown,
        message: thrown.message,
        filename: '/static/js/x.js',
        lineno: 3,
        colno: 9,
      }),
    );
    // The same error again (a boundary showing what its load already reported): not twice.
    capture({ kind: 'caught', id: 'remote_company/ContactPage', error: thrown });
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'no answer' });
    window.dispatchEvent(rejection);

    // Development has no collector: nothing loads.
    process.env.NODE_ENV = 'development';
    startFieldReports();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toHaveLength(0);

    process.env.NODE_ENV = 'production';
    startFieldReports();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([
      [
        { kind: 'error', path: '/fr/contact', error: thrown, source: '/static/js/x.js', line: 3, column: 9 },
        { kind: 'rejection', path: '/fr/contact', error: 'no answer' },
      ],
    ]);
    const later = new Error('after');
    capture({ kind: 'remote', id: 'remote_x/Page', error: later, path: '/about' });
    expect(reported).toEqual([{ kind: 'remote', id: 'remote_x/Page', error: later, path: '/about' }]);

    // The visitor objects: nothing more reaches the reporter.
    setReportsObjection(true);
    capture({ kind: 'remote', id: 'remote_x/Page', error: new Error('while objecting') });
    expect(reported).toHaveLength(1);
    setReportsObjection(false);
  });
});

describe('a visitor who objects to the page reports', () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    localStorage.clear();
  });

  it('keeps nothing and never loads the reporter, until the objection is lifted', async () => {
    jest.resetModules();
    const startReporter = jest.fn((kept: Captured[]) => {
      received.push(kept);
      return () => undefined;
    });
    jest.doMock('../field-reporter', () => ({ startReporter }));
    const { capture: captureNow, startFieldReports: startNow } = await import('../field-capture');
    const { setReportsObjection: setNow } = await import('field/objection');
    setNow(true);
    captureNow({ kind: 'rejection', error: 'while objecting' });
    process.env.NODE_ENV = 'production';
    startNow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startReporter).not.toHaveBeenCalled();

    setNow(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startReporter).toHaveBeenCalledTimes(1);
    expect(startReporter).toHaveBeenCalledWith([]);
  });

  it('is a browser sending Global Privacy Control: the reporter is never loaded', async () => {
    jest.resetModules();
    const startReporter = jest.fn(() => () => undefined);
    jest.doMock('../field-reporter', () => ({ startReporter }));
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      const { startFieldReports: startNow } = await import('../field-capture');
      process.env.NODE_ENV = 'production';
      startNow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(startReporter).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
    }
  });
});
