import { createContext, useContext } from 'react';
import { areaPrefixes, noSiteRoutes, type AreaRoutes, type SiteRoutes } from 'shared-ui/site';
import { pageRoutesId } from '../remotes/page-remotes';
import { loadRemotesConfig } from '../remotes/remotes-config';
import { withDeadline } from '../remotes/request-deadline-plugin';

/**
 * The site's routes in force: which prefixes each area owns, each area's
 * pages, menu entries and old addresses. The header draws the areas' menu
 * entries from them and the router hands each owned path to its area's page.
 */
export const SiteRoutesContext = createContext<SiteRoutes>(noSiteRoutes);

export const useSiteRoutes = (): SiteRoutes => useContext(SiteRoutesContext);

/** The routes the server composed this page with (the page's script element), or undefined without them (development). */
function pageSiteRoutes(): SiteRoutes | undefined {
  const text = document.getElementById(pageRoutesId)?.textContent;
  if (!text) return undefined;
  try {
    const routes = JSON.parse(text) as Partial<SiteRoutes> | null;
    return routes && typeof routes.prefixes === 'object' && typeof routes.areas === 'object'
      ? (routes as SiteRoutes)
      : undefined;
  } catch {
    return undefined;
  }
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
    Object.entries(remotes).map(async ([name, manifest]): Promise<[string, AreaRoutes][]> => {
      try {
        const response = await fetch(new URL('routes.json', new URL(manifest, window.location.href)), withDeadline());
        return response.ok ? [[name, (await response.json()) as AreaRoutes]] : [];
      } catch {
        return [];
      }
    }),
  );
  return { prefixes: areaPrefixes, areas: Object.fromEntries(areas.flat()) };
}

/** The routes the app starts with: the page's, else (development) the areas' own. */
export const loadSiteRoutes = async (): Promise<SiteRoutes> => pageSiteRoutes() ?? fetchSiteRoutes();
