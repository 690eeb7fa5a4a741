/**
 * Replaces IntersectionObserver (jsdom has none) with a stand-in that hands
 * each observer's callback to `onCreate`, so a test decides when something
 * comes into view.
 */
export function mockIntersectionObserver(onCreate: (callback: IntersectionObserverCallback) => void) {
  globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    onCreate(callback);
    return {
      observe: jest.fn(),
      disconnect: jest.fn(),
      unobserve: jest.fn(),
      takeRecords: () => [],
      root: null,
      rootMargin: '',
      thresholds: [],
    };
  });
}
