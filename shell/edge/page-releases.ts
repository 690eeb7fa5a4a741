import { isbot } from 'isbot';
import type { FastifyRequest } from 'fastify';
import type { AreaState, Location, Locations } from 'shared-ui/contract/locations';
import { resolveRoute, type SiteRoutes } from 'shared-ui/site';
import { perRequest } from './per-request';

/** Which of an area's releases a page load was given: its stable one, or its canary. */
export type Role = 'stable' | 'canary';

/**
 * Which release of each area a request's page is of. An area's file names its stable release, and while a canary
 * runs, the canary and its share of page loads (`states`, read once per request). A request is given the stable
 * releases unless its page load was given others (`give`), before anything of it read where the areas are.
 */
export function pageReleases(states: () => Record<string, AreaState>, siteOrigin: string) {
  /** Each area's file, read once per request. */
  const statesOf = perRequest((): Record<string, AreaState> => states());
  /** A release with its manifest absolute, on the site's origin for one this edge serves (as browsers compare them). */
  const located = ({ release, manifest }: Location): Location => ({
    release,
    manifest: new URL(manifest, siteOrigin).href,
  });
  /** The role each area with a canary has in a request's page load. */
  const given = new WeakMap<FastifyRequest, Record<string, Role>>();
  /** Each area's release of its role in `roles`: the canary where it is given one, else the stable one. */
  const releasesOf = (request: FastifyRequest, roles: Record<string, Role>): Locations =>
    Object.fromEntries(
      Object.entries(statesOf(request)).map(([name, { stable, canary }]) => [
        name,
        located(roles[name] === 'canary' && canary ? canary : stable),
      ]),
    );
  return {
    statesOf,
    releasesOf,
    /** Where each area is for this request: the release its page load was given. */
    areasOf: perRequest((request): Locations => releasesOf(request, given.get(request) ?? {})),
    /** Every release in force, both of an area with a canary: what the CSP names, whichever a page was given. */
    inForce: perRequest((request): Location[] =>
      Object.values(statesOf(request)).flatMap(({ stable, canary }) =>
        (canary ? [stable, canary] : [stable]).map(located),
      ),
    ),
    /** Whether an area has a canary now: its pages then differ from one page load to the next. */
    hasCanary: (request: FastifyRequest) => Object.values(statesOf(request)).some(({ canary }) => canary),
    /** The role of each area with a canary in this request's page load. */
    rolesOf: (request: FastifyRequest) => given.get(request) ?? {},
    /** The areas whose canary this request's page load was given. */
    canariesOf: (request: FastifyRequest) =>
      Object.entries(given.get(request) ?? {}).flatMap(([name, role]) => (role === 'canary' ? [name] : [])),
    /**
     * Gives a request's page load of `route` (in English; `owner` the area whose prefixes hold it) its releases:
     * for each area with a canary, the canary at random in its share, else the stable release; to a crawler, the
     * stable one. Nothing about the visitor is kept, or used but whether it is a crawler. A path that only one of
     * its area's two releases lists (`routesOf` reads a set of releases' routes) is given the release that lists
     * it, never a 404 because of the pick.
     */
    give: async (
      request: FastifyRequest,
      route: string,
      owner: string | undefined,
      routesOf: (releases: Locations) => Promise<SiteRoutes>,
    ) => {
      // A request that names no User-Agent is a script's.
      const userAgent = request.headers['user-agent'];
      const crawler = !userAgent || isbot(userAgent);
      const roles: Record<string, Role> = {};
      for (const [name, { canary }] of Object.entries(statesOf(request)))
        if (canary) roles[name] = !crawler && Math.random() * 100 < canary.share ? 'canary' : 'stable';
      if (owner && roles[owner]) {
        const lists = async (role: Role) =>
          ['page', 'redirect'].includes(
            resolveRoute(await routesOf(releasesOf(request, { [owner]: role })), route).kind,
          );
        const [stable, canary] = await Promise.all([lists('stable'), lists('canary')]);
        if (stable !== canary) roles[owner] = canary ? 'canary' : 'stable';
      }
      given.set(request, roles);
    },
  };
}
