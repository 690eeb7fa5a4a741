import type { RoutesList } from '../../deploy/fragments-contract.mjs';
import { ownerOfRoute } from './route-owner.mjs';
import { matchQuery, type PageQuery } from './page-query.mjs';

type MenuSection = RoutesList['menu'][number]['sections'][number];

/**
 * A menu entry's label: in both languages where the routes come from an
 * area's release (routes.json), in the page's language only where they come
 * from the page (the edge leaves the other out; the app loads it with the
 * rest of that language's copy on a switch).
 */
export type MenuLabel = Partial<MenuSection['label']>;

/** An area's routes as a page carries them: what the app needs to route to its pages and draw its menu entries. */
export type AreaRoutes = Pick<RoutesList, 'pages' | 'redirects'> & {
  menu: {
    group: RoutesList['menu'][number]['group'];
    sections: { key: string; label: MenuLabel; links: { path: string; label: MenuLabel }[] }[];
  }[];
};

/**
 * The site's routes in force when a page was composed: which prefixes each
 * area owns, and each area's routes (those of an area whose routes could not
 * be had are missing). The edge reads them from the releases and puts them in
 * every page it composes; the shell's header and router read them there.
 */
export interface SiteRoutes {
  prefixes: Record<string, string[]>;
  areas: Record<string, AreaRoutes>;
}

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
