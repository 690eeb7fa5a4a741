/**
 * A controllable window.matchMedia for tests: every query matches when the
 * screen is wide. `resize(wide)` changes it and tells the listeners.
 */
export function mockScreen(wide: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: wide,
    media: '',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = (media: string) => Object.assign(query, { media }) as unknown as MediaQueryList;
  return {
    resize(nowWide: boolean) {
      query.matches = nowWide;
      listeners.forEach((listener) => listener());
    },
  };
}
