// The queries a page is rendered for (routes.json's `queries`): plain
// JavaScript with no import, so that the app (site-routes.ts), the Node
// composers (fragments.mjs) and the builds share it.

/**
 * A query a page is rendered for: the value of each of its parameters, e.g.
 * `{ service: 'careers', position: 'java-developer' }` for
 * `?service=careers&position=java-developer`.
 * @typedef {Record<string, string>} PageQuery
 */

/**
 * The one name of a query, whatever the order of its parameters: `position=java-developer&service=careers`.
 * @param {PageQuery} query
 */
export const queryKey = (query) =>
  Object.keys(query)
    .sort()
    .map((name) => `${name}=${query[name]}`)
    .join('&');

/**
 * The query of `queries` that a request's `search` asks for: the one with the most parameters whose every value is
 * the request's (a value the page does not name is ignored, and so is any other parameter); undefined when none is.
 * @param {readonly PageQuery[]} queries
 * @param {string} search
 * @returns {PageQuery | undefined}
 */
export function matchQuery(queries, search) {
  const asked = new URLSearchParams(search);
  /** @type {PageQuery | undefined} */
  let best;
  for (const query of queries) {
    const names = Object.keys(query);
    if (names.every((name) => asked.get(name) === query[name]) && names.length > Object.keys(best ?? {}).length)
      best = query;
  }
  return best;
}
