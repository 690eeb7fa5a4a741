// What an error's text may keep before it leaves the page and again before it
// is stored: no e-mail address, no query string or fragment of any address,
// no long number (a phone number, an order or card number), at most 300
// characters. The browser's reporter and the collector's schema both apply it,
// so a reporter of another release that forgot it still stores nothing of the kind.

/** The most characters of a message kept. */
export const maxMessageLength = 300;

const email = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Everything from a `?` or `#` that follows a non-space, up to the next space or quote. */
const queryOrFragment = /(?<=\S)[?#][^\s"'`<>)\]]*/g;
const longNumber = /\d[\d\s-]{6,}\d/g;

export function scrubMessage(text: string): string {
  const scrubbed = text
    // An address as a URL carries it (`/careers/ada%40example.com`) is an address too.
    .replace(/%40/gi, '@')
    .replace(queryOrFragment, '')
    .replace(email, '[email]')
    .replace(longNumber, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > maxMessageLength ? `${scrubbed.slice(0, maxMessageLength - 1)}…` : scrubbed;
}

/**
 * A path as kept (a script's, a blocked address's): an e-mail address in it
 * replaced. Only that: long runs of digits are common in built files' names.
 */
export const scrubPath = (path: string): string => path.replace(/%40/gi, '@').replace(email, '[email]');

/**
 * A script's address as the collector keeps it: its path on the site, without
 * origin, query or fragment; undefined for another origin's scripts or what is
 * not an address (`inline`, an extension's).
 */
export function scriptPath(address: string | undefined, siteOrigin: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, siteOrigin);
    return url.origin === siteOrigin ? scrubPath(url.pathname).slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}
