import { createContext, useContext } from 'react';
import { areaPrefixes, noSiteRoutes, type AreaRoutes, type SiteRoutes } from 'shared-ui/site';
import { parseRoutesList } from 'shared-ui/contract/routes';
import { pageData } from '../page-data';
import { loadRemotesConfig } from '../remotes/remotes-config';
import { withDeadline } from '../remotes/request-deadline-plugin';

/**
 * The site's routes in force: which prefixes each area owns, each area's
 * pages, menu entries and old addresses. The header draws the areas' menu
 * entries from them and the router hands each owned path to its area's page.
 */
export const SiteRoutesContext = createContext<SiteRoutes>(noSiteRoutes);

export const useSiteRoutes = (): SiteRoutes => useContext(SiteRoutesContext);

/** Adds an area's routes fetched in the browser to the routes in force (the app's; nothing while rendering a frame). */
export const AddAreaRoutesContext = createContext<(area: string, routes: AreaRoutes) => void>(() => undefined);

export const useAddAreaRoutes = () => useContext(AddAreaRoutesContext);

/** The routes.json of a release, beside its manifest, within the remotes' deadline, read through the contract's schema. */
async function fetchRoutesOf(manifest: string): Promise<AreaRoutes> {
  const url = new URL('routes.json', new URL(manifest, window.location.href));
  const response = await fetch(url, withDeadline());
  if (!response.ok) throw new Error(`routes.json: HTTP ${response.status}`);
  const { pages, menu, redirects } = parseRoutesList(await response.json(), url.href);
  return { pages, menu, redirects };
}

/** `area`'s routes from its release in force; rejects when they cannot be had in time. */
export async function fetchAreaRoutes(area: string): Promise<AreaRoutes> {
  const manifest = (await loadRemotesConfig())[area];
  if (!manifest) throw new Error(`${area} is deployed nowhere`);
  return fetchRoutesOf(manifest);
}

/**
 * Development: each area's routes.json from wherever it runs (its dev server
 * publishes it as its build does), with the default prefixes. An area that
 * does not answer has no routes: its paths show the notice and its menu
 * entries are missing until it does.
 */
async function fetchSiteRoutes(): Promise<SiteRoutes> {
  const remotes = await loadRemotesConfig().catch(() => ({}));
  const areas = await Promise.all(
    Object.entries(remotes).map(([name, manifest]) =>
      fetchRoutesOf(manifest).then(
        (routes): [string, AreaRoutes][] => [[name, routes]],
        () => [],
      ),
    ),
  );
  return { prefixes: areaPrefixes, areas: Object.fromEntries(areas.flat()) };
}

/** The routes the app starts with: the page's, else (development) the areas' own. */
export const loadSiteRoutes = async (): Promise<SiteRoutes> => pageData()?.routes ?? fetchSiteRoutes();
