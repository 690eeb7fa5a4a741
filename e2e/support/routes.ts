// The site's pages as the areas' builds publish them (each release's
// routes.json, shared-ui/contract/routes.mjs): the journeys visit
// what the built site has, and follow a page an area adds with no change here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RoutesList } from '../../shared-ui/contract/routes.mjs';
import { remotes } from 'shared-ui/site';
import type { Language } from './site';

/** Each area's routes.json, from its build (run `pnpm build` first). */
const lists: RoutesList[] = Object.values(remotes).map(
  ({ app }) =>
    JSON.parse(
      readFileSync(fileURLToPath(new URL(`../../${app}/dist/routes.json`, import.meta.url)), 'utf8'),
    ) as RoutesList,
);

/** Every page's path (English): the home page, then each area's pages. */
export const allRoutes: readonly string[] = ['/', ...lists.flatMap((list) => list.pages.map((page) => page.path))];

/** Pages that say noindex and are left out of sitemap.xml. */
export const unlistedRoutes: readonly string[] = lists.flatMap((list) =>
  list.pages.filter((page) => page.unlisted).map((page) => page.path),
);

/** The Services menu's links, in order, each with its label in both languages. */
const serviceMenuLinks = lists.flatMap((list) =>
  list.menu
    .filter((menu) => menu.group === 'services')
    .flatMap((menu) => menu.sections.flatMap((section) => section.links)),
);

/** The slug of each service page, in the menu's order. */
export const serviceSlugs: readonly string[] = serviceMenuLinks.map(({ path }) => path.slice('/services/'.length));

/** A service's name in the Services menu (its page's title), in `language`. */
export const serviceLabel = (slug: string, language: Language = 'en'): string => {
  const link = serviceMenuLinks.find(({ path }) => path === `/services/${slug}`);
  if (!link) throw new Error(`no service ${slug} in the Services menu`);
  return link.label[language];
};
