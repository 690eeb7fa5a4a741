import { act } from '@testing-library/react';

/**
 * Replaces IntersectionObserver (jsdom has none) with a stand-in whose
 * observers report nothing until the test calls `reveal()`: then every
 * observed element comes into view, so a test decides when that happens.
 */
export function mockIntersectionObserver(): { reveal: () => void } {
  const callbacks: IntersectionObserverCallback[] = [];
  globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    callbacks.push(callback);
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
  return {
    reveal: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}
