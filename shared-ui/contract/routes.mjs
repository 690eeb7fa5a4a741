// The routes of an area's release (routes.json, beside its manifest; the
// fragments contract's version, fragments.mjs): which pages it has, its
// entries in the header's menus and its old addresses, read through one
// schema by the edge, the static export and the app.
import * as v from 'valibot';
import { areaNameSchema, issuesText } from './locations.mjs';
import { queryKey } from './page-query.mjs';

/**
 * Bump on any change that an older reader would misread; keep reading the previous ones until every area has moved.
 * 4: fragments.json names, per page and per home block, the interactive parts its view shows; a page of
 * routes.json may name the queries it is rendered for, and fragments.json its fragment for each.
 */
export const fragmentsContract = 4;

/** @param {number[]} versions */
export const versionsText = (versions) => `${versions.slice(0, -1).join(', ')} and ${versions.at(-1)}`;

/** The name of a query parameter a page takes, or one of its values: lower-case words joined by hyphens. */
const queryWord = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'));
/** A query a page is rendered for (page-query.mjs): one value for each of one or more parameters. */
export const pageQuerySchema = v.pipe(
  v.record(queryWord, queryWord),
  v.check((query) => Object.keys(query).length > 0, 'a query of one parameter at least'),
);

/** A page's path, in English (its French twin is the same under /fr): lower-case words joined by hyphens, never `/` alone. */
const pagePath = v.pipe(
  v.string(),
  v.regex(
    /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/,
    'a path of lower-case words joined by hyphens, such as /services/cloud-devops',
  ),
);
/** A text in each language of the site. */
const inLanguages = v.object({ en: v.pipe(v.string(), v.minLength(1)), fr: v.pipe(v.string(), v.minLength(1)) });

/**
 * Entries in the header's menus, in order: per menu group (the shell's, such as `services`), sections with a
 * heading, each with its links, labelled by `label`.
 * @template {v.GenericSchema} Label
 * @param {Label} label
 */
const menuOf = (label) =>
  v.array(
    v.strictObject({
      group: v.picklist(['services']),
      sections: v.array(
        v.strictObject({
          key: v.pipe(v.string(), v.regex(/^[a-z][\w-]*$/)),
          label,
          links: v.array(v.strictObject({ path: pagePath, label })),
        }),
      ),
    }),
  );

/**
 * The routes of an area's release (routes.json, beside its manifest and
 * fragments/; the same contract version as fragments.json): which pages it
 * has, its entries in the header's menus, and its old addresses. Whoever
 * serves the area's prefixes decides from it alone: a listed page, a 301 for
 * a listed redirect, the not-found page for anything else.
 */
export const routesListSchema = v.strictObject({
  contract: v.literal(fragmentsContract),
  /** The area's federation name, e.g. remote_services. */
  name: areaNameSchema,
  /** Its pages, in sitemap order: each rendered by one exposed module; `unlisted` says noindex and keeps it out of sitemap.xml. */
  pages: v.array(
    v.strictObject({
      path: pagePath,
      module: v.pipe(v.string(), v.regex(/^\w+$/)),
      unlisted: v.optional(v.literal(true)),
      /**
       * The queries that change what the page shows (?service=security, ?service=careers&position=java-developer),
       * its content rendered for each; a request with another, or none, is the page itself, and one whose query
       * holds several is the one with the most parameters (page-query.mjs).
       */
      queries: v.optional(v.pipe(v.array(pageQuerySchema), v.minLength(1))),
    }),
  ),
  /** Its entries in the header's menus, labelled in both languages from the area's own copy. */
  menu: menuOf(inLanguages),
  /** Old addresses answered with a 301, in both languages. */
  redirects: v.array(v.strictObject({ from: pagePath, to: pagePath })),
});
/** routes.json of the previous version (3): the same shape (written before a page could take a query). */
const previousRoutesListSchema = v.strictObject({ ...routesListSchema.entries, contract: v.literal(3) });
/** The versions of routes.json a reader reads: this one and the previous. */
const readRoutesContracts = [fragmentsContract, 3];
const readableRoutesListSchema = v.variant('contract', [routesListSchema, previousRoutesListSchema]);
/** @typedef {v.InferOutput<typeof readableRoutesListSchema>} RoutesList */

/** Where a release has its routes, relative to its base. */
export const routesFile = 'routes.json';

/**
 * What is wrong with `routes` beyond its shape: a page listed twice, a menu
 * link or redirect target that is not one of its pages, a redirect from one.
 * @param {Pick<RoutesList, 'pages' | 'menu' | 'redirects'>} routes
 * @returns {string[]}
 */
export function routesProblems(routes) {
  const paths = routes.pages.map((page) => page.path);
  const problems = paths.filter((path, i) => paths.indexOf(path) !== i).map((path) => `${path} is listed twice`);
  for (const { path, queries } of routes.pages) {
    const keys = (queries ?? []).map(queryKey);
    for (const key of keys.filter((key, i) => keys.indexOf(key) !== i)) problems.push(`${path} names ?${key} twice`);
  }
  for (const { sections } of routes.menu)
    for (const { links } of sections)
      for (const { path } of links)
        if (!paths.includes(path)) problems.push(`the menu links ${path}, which is not a page`);
  for (const { from, to } of routes.redirects) {
    if (paths.includes(from)) problems.push(`${from} is a page and a redirect`);
    if (!paths.includes(to)) problems.push(`${from} redirects to ${to}, which is not a page`);
  }
  return problems;
}

/**
 * `value` (a release's routes.json, parsed) as its routes, of this contract or the previous; throws saying what
 * is wrong, named by `where`, with a malformed one or a contract it does not read.
 * @param {unknown} value
 * @param {string} where
 * @returns {RoutesList}
 */
export function parseRoutesList(value, where) {
  const contract = /** @type {{ contract?: unknown }} */ (value)?.contract;
  if (typeof contract !== 'number' || !readRoutesContracts.includes(contract))
    throw new Error(
      `${where}: contract ${JSON.stringify(contract)}: this reader reads ${versionsText(readRoutesContracts)}`,
    );
  const list = v.safeParse(readableRoutesListSchema, value);
  if (!list.success) throw new Error(`${where} (contract ${contract}): ${issuesText(list.issues)}`);
  const problems = routesProblems(list.output);
  if (problems.length) throw new Error(`${where}: ${problems.join('; ')}`);
  return list.output;
}

/**
 * The site's routes in force, as a page carries them: which prefixes each area owns, and each area's pages,
 * menu entries and old addresses (an area whose routes could not be had is missing). A menu entry is labelled
 * in the page's language only: no English on a French page.
 */
export const siteRoutesSchema = v.strictObject({
  prefixes: v.record(areaNameSchema, v.array(pagePath)),
  areas: v.record(
    areaNameSchema,
    v.strictObject({
      pages: routesListSchema.entries.pages,
      menu: menuOf(v.partial(inLanguages)),
      redirects: routesListSchema.entries.redirects,
    }),
  ),
});
/** @typedef {v.InferOutput<typeof siteRoutesSchema>} SiteRoutes */
/** @typedef {SiteRoutes['areas'][string]} AreaRoutes */
/** @typedef {AreaRoutes['menu'][number]['sections'][number]['label']} MenuLabel */
