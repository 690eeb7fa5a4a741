// The routes in force: every area's routes (its release's routes.json, read
// through the contract's schema), under the prefixes each area owns, as the
// edge and the static export route, list and link them, and as a page
// carries them for the app.
import { LRUCache } from 'lru-cache';
import { readRoutes } from '../../shared-ui/contract/fragments.mjs';
import { routesFile } from '../../shared-ui/contract/routes.mjs';
import { ownerOfRoute } from '../../shared-ui/contract/route-owner.mjs';
/** @import { RoutesList, SiteRoutes } from '../../shared-ui/contract/routes.mjs' */
/** @typedef {(base: string, path: string) => Promise<string | undefined>} ReadRelease */

/**
 * Every area's routes in force (each from its release's routes.json, by
 * `readList`), each undefined with its reason when it cannot be had.
 * @param {Record<string, string>} bases Each area's base URL (remoteBases).
 * @param {string[]} names The areas, in the prefixes' order.
 * @param {(base: string) => Promise<RoutesList | undefined>} readList
 * @returns {Promise<{ name: string; list?: RoutesList; reason?: string }[]>}
 */
const readAreaRoutes = (bases, names, readList) =>
  Promise.all(
    names.map(async (name) => {
      const base = bases[name];
      try {
        if (!base) throw new Error('deployed nowhere');
        const list = await readList(base);
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
  /** Each release's routes as last parsed, with their text: the same text is not parsed again. @type {LRUCache<string, { text: string; list: RoutesList }>} */
  const parsed = new LRUCache({ max: 200 });
  /** @param {string} base */
  const readList = async (base) => {
    const text = await readRelease(base, routesFile);
    const kept = parsed.get(base);
    if (kept && kept.text === text) return kept.list;
    const list = await readRoutes(
      (path) => (path === routesFile ? Promise.resolve(text) : readRelease(base, path)),
      base,
    );
    if (list && text !== undefined) parsed.set(base, { text, list });
    return list;
  };
  /**
   * The site's routes last made for each set of releases (two while a canary runs), and from what: made again only
   * when a list or the prefixes change.
   * @type {LRUCache<string, { owned: object; lists: (RoutesList | undefined)[]; routes: SiteRoutes }>}
   */
  const made = new LRUCache({ max: 50 });
  /** @param {Record<string, string>} bases Each area's base URL (remoteBases). */
  return async (bases) => {
    const key = JSON.stringify(bases);
    const last = made.get(key) ?? { owned: {}, lists: [], routes: siteRoutesOf({}, []) };
    const owned = prefixes();
    const read = await readAreaRoutes(bases, Object.keys(owned), readList);
    const lists = read.map((area) => {
      const base = bases[area.name] ?? '';
      if (area.list) lastGood.set(base, area.list);
      return area.list ? area : { ...area, list: lastGood.get(base) };
    });
    const same = owned === last.owned && lists.length === last.lists.length;
    const now =
      !same || lists.some(({ list }, i) => list !== last.lists[i])
        ? { owned, lists: lists.map(({ list }) => list), routes: siteRoutesOf(owned, lists) }
        : last;
    made.set(key, now);
    return {
      /** The routes of each area that has them. */
      lists: lists.flatMap(({ list }) => (list ? [list] : [])),
      /** The same object while nothing it is made of changes. */
      routes: now.routes,
      complete: lists.every(({ list }) => list),
      /** The areas whose routes were not read now, and why. */
      unread: read.flatMap(({ name, reason }) => (reason ? [{ name, reason }] : [])),
    };
  };
}

/** @type {WeakMap<SiteRoutes, WeakMap<SiteRoutes, Map<string, SiteRoutes>>>} */
const bothList = new WeakMap();

/**
 * `routes` with the menus of the areas `names` (each given its canary) linking only the pages that `stable` (the
 * routes of their stable releases) has too: a page given a canary never links a page that one of the two releases
 * lacks. The same object for the same routes, as the page cache keys them.
 * @param {SiteRoutes} routes
 * @param {SiteRoutes} stable
 * @param {string[]} names
 * @returns {SiteRoutes}
 */
export function menusBothList(routes, stable, names) {
  const byStable = bothList.get(routes) ?? /** @type {WeakMap<SiteRoutes, Map<string, SiteRoutes>>} */ (new WeakMap());
  bothList.set(routes, byStable);
  const byNames = byStable.get(stable) ?? /** @type {Map<string, SiteRoutes>} */ (new Map());
  byStable.set(stable, byNames);
  const key = names.join(',');
  const kept = byNames.get(key);
  if (kept) return kept;
  const areas = { ...routes.areas };
  for (const name of names) {
    const area = areas[name];
    if (!area) continue;
    const paths = new Set(stable.areas[name]?.pages.map(({ path }) => path));
    areas[name] = {
      ...area,
      menu: area.menu.flatMap((menu) => {
        const sections = menu.sections.flatMap((section) => {
          const links = section.links.filter(({ path }) => paths.has(path));
          return links.length ? [{ ...section, links }] : [];
        });
        return sections.length ? [{ ...menu, sections }] : [];
      }),
    };
  }
  const both = { ...routes, areas };
  byNames.set(key, both);
  return both;
}
