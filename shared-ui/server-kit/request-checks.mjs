// What every Node origin of the site checks before a request reaches its
// files or pages: the shell's edge (shell/edge) and the remotes' local
// servers (shell/deploy/local-site.mjs), as nginx's configuration does.

/**
 * The decoded path of a request's URL, or undefined when it must be refused
 * with a 400: not origin-form, malformed percent-encoding, an empty segment
 * ("//"), a ".." segment in any encoding, a NUL or a backslash.
 * @param {string} url
 * @returns {string | undefined}
 */
export function requestPath(url) {
  if (!url.startsWith('/')) return undefined;
  const [raw = ''] = url.split('?');
  if (raw.includes('//')) return undefined;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return /(^|\/)\.\.(\/|$)|[\0\\]/.test(path) ? undefined : path;
}

/**
 * A Host header that names a host (and port), nothing else.
 * @param {string | undefined} host
 */
export const validHost = (host) => /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/i.test(host ?? '');

/**
 * The query of a URL, with its "?" (or nothing).
 * @param {string} url
 */
export const queryOf = (url) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/**
 * Where a page's other address sends the visitor: /about/ to /about and
 * /index.html to /, the query kept; undefined for a page's one address.
 * @param {string} url
 * @param {string} path
 * @returns {string | undefined}
 */
export function canonicalAddress(url, path) {
  const query = queryOf(url);
  if (path === '/index.html') return `/${query}`;
  if (path !== '/' && path.endsWith('/')) return `${url.slice(0, url.length - query.length - 1)}${query}`;
  return undefined;
}
