import { cacheInterForNextPages, interCache } from '../inter-cache';

/** A document as the function reads it: its root's classes, its readiness, its fonts and its window's load event. */
function page({ readyState = 'complete', faces = 1, cachedClass = false } = {}) {
  const load = jest.fn(() => Promise.resolve(Array.from({ length: faces }, () => ({}) as FontFace)));
  const window = new EventTarget();
  const root = document.createElement('html');
  if (cachedClass) root.classList.add(interCache.className);
  const doc = { documentElement: root, readyState, fonts: { load }, defaultView: window } as unknown as Document;
  return { doc, load, window };
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('caching Inter for the next page loads', () => {
  beforeEach(() => localStorage.clear());

  it("loads Inter's Latin face once the page has loaded, then notes it in storage", async () => {
    const { doc, load, window } = page({ readyState: 'interactive' });
    cacheInterForNextPages(doc);
    await settled();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settled();
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"', 'Aa');
    expect(localStorage.getItem(interCache.storageKey)).toBe('1');
  });

  it('notes nothing when no face loaded', async () => {
    const { doc, load } = page({ faces: 0 });
    cacheInterForNextPages(doc);
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(interCache.storageKey)).toBeNull();
  });

  it('does nothing on a page already set in Inter', async () => {
    const { doc, load } = page({ cachedClass: true });
    cacheInterForNextPages(doc);
    await settled();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps going without storage', async () => {
    const { doc, load } = page();
    cacheInterForNextPages(doc, () => {
      throw new Error('SecurityError');
    });
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
