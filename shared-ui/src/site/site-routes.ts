import type { AreaRoutes, MenuLabel, SiteRoutes } from '../../contract/routes.mjs';
import { ownerOfRoute } from '../../contract/route-owner.mjs';
import { matchQuery, type PageQuery } from '../../contract/page-query.mjs';

/**
 * The site's routes in force when a page was composed (shared-ui/contract/routes.mjs): which prefixes each area
 * owns, and each area's pages, menu entries (labelled in both languages where they come from an area's release,
 * in the page's language only where they come from the page) and old addresses.
 */
export type { AreaRoutes, MenuLabel, SiteRoutes };

/** The routes of no area: only the shell's own pages. */
export const noSiteRoutes: SiteRoutes = { prefixes: {}, areas: {} };

/**
 * What a route (an English path) is, by the routes in force, with the query it was asked with:
 * - `page`: an area's page, rendered by its exposed module `id` (`remote_services/ServiceDetailPage`), with the
 *   query its routes list that the request's asks for (`{ service: 'partnership' }`: matchQuery); any other
 *   parameter or value is not part of what the page is;
 * - `redirect`: an old address of an area's, now at `to` (one of its own pages);
 * - `unknown`: a path under an area's prefixes whose routes are not at hand;
 * - `shell`: any other path, the shell's own (the home page, or not found);
 * - `notFound`: a path under an area's prefixes that it does not list.
 */
export type ResolvedRoute =
  | { kind: 'page'; area: string; id: string; query?: PageQuery }
  | { kind: 'redirect'; area: string; to: string }
  | { kind: 'unknown'; area: string }
  | { kind: 'notFound'; area: string }
  | { kind: 'shell' };

export function resolveRoute(routes: SiteRoutes, route: string, search = ''): ResolvedRoute {
  const area = ownerOfRoute(routes.prefixes, route);
  if (!area) return { kind: 'shell' };
  const list = routes.areas[area];
  if (!list) return { kind: 'unknown', area };
  const page = list.pages.find((candidate) => candidate.path === route);
  if (page) {
    const id = `${area}/${page.module}`;
    const query = page.queries && matchQuery(page.queries, search);
    return query ? { kind: 'page', area, id, query } : { kind: 'page', area, id };
  }
  const moved = list.redirects.find(({ from }) => from === route);
  // An area's old address leads only to a path it owns.
  if (moved && ownerOfRoute(routes.prefixes, moved.to) === area) return { kind: 'redirect', area, to: moved.to };
  return { kind: 'notFound', area };
}

/** The sections of menu `group` (the Services menu's), from every area that has entries in it, in the prefixes' order. */
export const menuSections = (routes: SiteRoutes, group: AreaRoutes['menu'][number]['group']) =>
  Object.keys(routes.prefixes).flatMap(
    (area) => routes.areas[area]?.menu.filter((menu) => menu.group === group).flatMap((menu) => menu.sections) ?? [],
  );
