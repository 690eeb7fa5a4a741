// The browser an event came from, as a family and a major version: derived
// from the User-Agent header on arrival, and the header itself never kept.
// bowser (MIT) reads it with regular expressions, offline.
import Bowser from 'bowser';

type BrowserFamily = 'chrome' | 'edge' | 'firefox' | 'safari' | 'samsung' | 'opera' | 'other';

/** bowser's names → the families the reports group by; Chrome on iOS counts as Chrome, like its users would. */
const families: Record<string, BrowserFamily> = {
  Chrome: 'chrome',
  Chromium: 'chrome',
  'Microsoft Edge': 'edge',
  Firefox: 'firefox',
  Safari: 'safari',
  'Samsung Internet for Android': 'samsung',
  Opera: 'opera',
};

export interface Browser {
  browser: BrowserFamily;
  /** The major version, or null when the header names none (or another family's). */
  browserMajor: number | null;
}

export function browserOf(userAgent: string | undefined): Browser {
  // bowser refuses an empty header; a header longer than any browser's is not read at all.
  if (!userAgent || userAgent.length > 1000) return { browser: 'other', browserMajor: null };
  const { name = '', version = '' } = Bowser.parse(userAgent).browser;
  const browser = families[name] ?? 'other';
  const major = Number.parseInt(version, 10);
  return { browser, browserMajor: browser !== 'other' && major > 0 && major < 10_000 ? major : null };
}
