import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { interCache } from 'shared-ui/fonts';

// The first script of every page, run as the browser runs it: before anything is painted.
const pageStart = readFileSync(join(__dirname, '..', 'page-start.js'), 'utf8');
const run = () => {
  const script = document.createElement('script');
  script.textContent = pageStart;
  document.head.append(script);
  script.remove();
};

describe("the page's first script", () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.lang = 'fr';
  });

  it('sets the page in Inter, its file read at once, once the app has noted Inter is cached, and not before', () => {
    const load = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    run();
    expect(document.documentElement.classList.contains(interCache.className)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem(interCache.storageKey, '1');
    run();
    expect(document.documentElement.classList.contains(interCache.className)).toBe(true);
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"', 'Aa');
  });

  it('leaves the page as it is when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      expect(run).not.toThrow();
      expect(document.documentElement.className).toBe('');
    } finally {
      getItem.mockRestore();
    }
  });
});
