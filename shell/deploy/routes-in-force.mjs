// The routes in force: every area's routes (its release's routes.json, read
// through the contract's schema), under the prefixes each area owns, as the
// edge and the static export route, list and link them, and as a page
// carries them for the app.
import { LRUCache } from 'lru-cache';
import { readRoutes } from '../../shared-ui/contract/fragments.mjs';
import { ownerOfRoute } from '../../shared-ui/contract/route-owner.mjs';
/** @import { RoutesList, SiteRoutes } from '../../shared-ui/contract/routes.mjs' */
/** @typedef {(base: string, path: string) => Promise<string | undefined>} ReadRelease */

/**
 * Every area's routes in force (each from its release's routes.json, by
 * `read`), each undefined with its reason when it cannot be had.
 * @param {Record<string, string>} bases Each area's base URL (remoteBases).
 * @param {string[]} names The areas, in the prefixes' order.
 * @param {(base: string, path: string) => Promise<string | undefined>} read
 * @returns {Promise<{ name: string; list?: RoutesList; reason?: string }[]>}
 */
const readAreaRoutes = (bases, names, read) =>
  Promise.all(
    names.map(async (name) => {
      const base = bases[name];
      try {
        if (!base) throw new Error('deployed nowhere');
        const list = await readRoutes((path) => read(base, path), base);
        if (!list) throw new Error('no routes in the release');
        return { name, list };
      } catch (error) {
        return { name, reason: error instanceof Error ? error.message : String(error) };
      }
    }),
  );

/**
 * The pages of `list` that its area owns under `prefixes` (the first area whose prefix covers a path owns
 * it): an area never serves, lists or links a path outside its prefixes.
 * @param {Record<string, string[]>} prefixes
 * @param {RoutesList} list
 */
export const ownedPages = (prefixes, list) =>
  list.pages.filter(({ path }) => ownerOfRoute(prefixes, path) === list.name);

/**
 * The routes a page carries, from the prefixes and the areas' routes that could be had.
 * @param {Record<string, string[]>} prefixes
 * @param {{ name: string; list?: RoutesList }[]} lists
 * @returns {SiteRoutes}
 */
const siteRoutesOf = (prefixes, lists) => ({
  prefixes,
  areas: Object.fromEntries(
    lists.flatMap(({ name, list }) =>
      list
        ? [
            [
              name,
              {
                pages: list.pages.map(({ path, module, queries }) => ({
                  path,
                  module,
                  ...(queries ? { queries } : {}),
                })),
                menu: list.menu,
                redirects: list.redirects,
              },
            ],
          ]
        : [],
    ),
  ),
});

/**
 * The reader of the routes in force: every area's routes (their routes.json) from where each area is, under the
 * prefixes each owns. One that cannot be had is given with its reason, and the routes last read from its release
 * still hold (a release is never replaced).
 * @param {() => Record<string, string[]>} prefixes
 * @param {ReadRelease} readRelease
 */
export function routesInForce(prefixes, readRelease) {
  /** The routes last read from each release (by its base URL), for while it does not answer. @type {LRUCache<string, RoutesList>} */
  const lastGood = new LRUCache({ max: 200 });
  /** @param {Record<string, string>} bases Each area's base URL (remoteBases). */
  return async (bases) => {
    const owned = prefixes();
    const read = await readAreaRoutes(bases, Object.keys(owned), readRelease);
    const lists = read.map((area) => {
      const base = bases[area.name] ?? '';
      if (area.list) lastGood.set(base, area.list);
      return area.list ? area : { ...area, list: lastGood.get(base) };
    });
    return {
      /** The routes of each area that has them. */
      lists: lists.flatMap(({ list }) => (list ? [list] : [])),
      routes: siteRoutesOf(owned, lists),
      complete: lists.every(({ list }) => list),
      /** The areas whose routes were not read now, and why. */
      unread: read.flatMap(({ name, reason }) => (reason ? [{ name, reason }] : [])),
    };
  };
}
