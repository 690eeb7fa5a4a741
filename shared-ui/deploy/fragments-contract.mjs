// The contract between a remote and whoever composes pages from it (the
// shell's edge at request time, the static export, the enquiry service's
// answers): what the remote's build writes under dist/fragments/. Plain
// JavaScript, so that Node scripts read it as the builds write it.
//
// fragments.json names, per route and language, and per home-page block and
// language, a JSON file holding one Fragment: the head tags, the stylesheets
// (relative to the remote's base URL: the composer links them from wherever
// the release is deployed) and the content. No markup is interpreted: a
// composer puts each part where the frame's typed slot says.
//
// Composers read this version and the one before it (fragmentsContracts), so
// that a remote released before a change keeps composing while it rolls out.
import * as v from 'valibot';

/** @typedef {'en' | 'fr'} Language */

/** Bump on any change that an older reader would misread; keep reading the previous one until every area has moved. */
export const fragmentsContract = 3;

/** What a remote rendered for one slot, in one language. */
const fragmentSchema = v.object({
  /** Head tags: the title, description, canonical and alternates of a page; empty for a block. */
  head: v.string(),
  /** The stylesheets its module loads, relative to the remote's base URL (never above it). */
  stylesheets: v.array(v.pipe(v.string(), v.regex(/^(?:[\w-]+\/)*[\w.-]+\.css$/, 'a stylesheet of the release'))),
  /**
   * The part of those stylesheets its content uses (its critical CSS), which a composer inlines in the page so
   * that the page paints from its HTML alone; the module loads the rest with its code. Without it (a release
   * built before it was written), a composer links the stylesheets, as the first paint then needs.
   */
  css: v.optional(
    v.pipe(
      v.string(),
      v.check((css) => !/<\/style/i.test(css), 'CSS that cannot end its element'),
    ),
  ),
  /** The content, as it hydrates. */
  body: v.string(),
  /**
   * The copy the content shows, in its language (per namespace, the parts of it the view uses), which a
   * composer puts in the page for the app to hydrate with. Without it (a release built before it was
   * written), the app fetches the view's copy file, which such a release lacks: its views then show their
   * message and Retry until the area is built again.
   */
  copy: v.optional(v.record(v.string(), v.record(v.string(), v.unknown()))),
});
/** @typedef {v.InferOutput<typeof fragmentSchema>} Fragment */

/** A file of the release, under fragments/ and nowhere else: a name from a remote's index never climbs out. */
const fileIn = (/** @type {RegExp} */ pattern) => v.pipe(v.string(), v.regex(pattern, 'a file under fragments/'));
const jsonFile = fileIn(/^(?:en|fr)\/(?:[\w-]+\/)*[\w-]+\.json$/);
const htmlFile = fileIn(/^(?:(?:en|fr)\/)?(?:[\w-]+\/)*[\w-]+(?:\.head)?\.html$/);
const perLanguage = v.object({ en: jsonFile, fr: jsonFile });

/** dist/fragments/fragments.json of a remote, this version: per route and per home block, each language's fragment file. */
const fragmentsIndexSchema = v.object({
  contract: v.literal(fragmentsContract),
  /** The remote's federation name, e.g. remote_company. */
  name: v.string(),
  /** Per route path (English): its exposed module and each language's file, relative to fragments/. */
  pages: v.record(v.string(), v.object({ module: v.string(), ...perLanguage.entries })),
  /** Per exposed home-page block: each language's file. */
  blocks: v.record(v.string(), perLanguage),
});
/** @typedef {v.InferOutput<typeof fragmentsIndexSchema>} FragmentsIndex */

/**
 * The previous version (2): HTML files, a page's head and content apart, a
 * block's head (its stylesheet links) shared by both languages; the links
 * name the remote's base URL with an SSI echo, which a reader puts in place.
 */
const previousIndexSchema = v.object({
  contract: v.literal(2),
  name: v.string(),
  pages: v.record(
    v.string(),
    v.object({
      module: v.string(),
      en: v.object({ head: htmlFile, body: htmlFile }),
      fr: v.object({ head: htmlFile, body: htmlFile }),
    }),
  ),
  blocks: v.record(v.string(), v.object({ head: htmlFile, en: htmlFile, fr: htmlFile })),
});

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
 * The routes of an area's release (routes.json, beside its manifest and
 * fragments/; the same contract version as fragments.json): which pages it
 * has, its entries in the header's menus, and its old addresses. Whoever
 * serves the area's prefixes decides from it alone: a listed page, a 301 for
 * a listed redirect, the not-found page for anything else.
 */
export const routesListSchema = v.strictObject({
  contract: v.literal(fragmentsContract),
  /** The area's federation name, e.g. remote_services. */
  name: v.pipe(v.string(), v.regex(/^\w+$/)),
  /** Its pages, in sitemap order: each rendered by one exposed module; `unlisted` says noindex and keeps it out of sitemap.xml. */
  pages: v.array(
    v.strictObject({
      path: pagePath,
      module: v.pipe(v.string(), v.regex(/^\w+$/)),
      unlisted: v.optional(v.literal(true)),
    }),
  ),
  /**
   * Its entries in the header's menus, in order: per menu group (the shell's, such as `services`), sections
   * with a heading, each with its links. Labels in both languages, from the area's own copy.
   */
  menu: v.array(
    v.strictObject({
      group: v.picklist(['services']),
      sections: v.array(
        v.strictObject({
          key: v.pipe(v.string(), v.regex(/^[a-z][\w-]*$/)),
          label: inLanguages,
          links: v.array(v.strictObject({ path: pagePath, label: inLanguages })),
        }),
      ),
    }),
  ),
  /** Old addresses answered with a 301, in both languages. */
  redirects: v.array(v.strictObject({ from: pagePath, to: pagePath })),
});
/** @typedef {v.InferOutput<typeof routesListSchema>} RoutesList */

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
 * Reads a release's routes: `read(path)` as for readFragment. Its routes.json
 * when it has one (checked: a malformed one throws, saying what is wrong);
 * for a release built before routes were published (this contract or the
 * previous one), its pages from fragments.json, with no menu entry, no
 * redirect and none unlisted; undefined when the release has neither.
 * @param {(path: string) => Promise<string | undefined>} read
 * @param {string} base The release's base URL, for the messages.
 * @returns {Promise<RoutesList | undefined>}
 */
export async function readRoutes(read, base) {
  const text = await read(routesFile);
  if (text === undefined) {
    const indexText = await read('fragments/fragments.json');
    if (indexText === undefined) return undefined;
    /** @type {unknown} */
    const parsed = JSON.parse(indexText);
    // A release built before routes were published, of this contract or the one before, which composers still read.
    const index = v.safeParse(v.union([fragmentsIndexSchema, previousIndexSchema]), parsed);
    if (!index.success)
      throw new Error(`${base}: no ${routesFile}, and its fragments.json is of no contract this reader knows`);
    /** @type {Record<string, { module: string }>} */
    const pages = index.output.pages;
    return {
      contract: fragmentsContract,
      name: index.output.name,
      pages: Object.entries(pages).map(([path, { module }]) => ({ path, module })),
      menu: [],
      redirects: [],
    };
  }
  const parsed = v.safeParse(routesListSchema, JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${base}${routesFile}: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`,
    );
  const problems = routesProblems(parsed.output);
  if (problems.length) throw new Error(`${base}${routesFile}: ${problems.join('; ')}`);
  return parsed.output;
}

/**
 * The file of a route (English path) in a language, relative to fragments/.
 * @param {string} route
 * @param {Language} language
 */
export const fragmentFile = (route, language) => `${language}/${route === '/' ? 'index' : route.slice(1)}.json`;

/**
 * The file of a home-page block's fragment in a language, relative to fragments/.
 * @param {string} module
 * @param {Language} language
 */
export const blockFile = (module, language) => `${language}/blocks/${module}.json`;

/**
 * A slot of a page that a remote fills: the route's own content (a page
 * without it answers 503), or a block of the home page.
 * @typedef {{ slot: 'page'; remote: string; route: string } | { slot: 'block'; remote: string; module: string }} FragmentSlot
 */

/** A url() of CSS whose address is relative: not absolute, not a path of the site, not a fragment. */
const relativeUrl = /url\(\s*(['"]?)(?![a-z][\w+.-]*:|\/|#)([^'")]+)\1\s*\)/gi;

/**
 * A fragment's critical CSS with each relative address under `base`: its build
 * wrote them relative to the release (as its stylesheets are), and in the page
 * they would resolve against the page's URL.
 * @param {string} css
 * @param {string} base
 */
const underBase = (css, base) => css.replace(relativeUrl, (_, quote, url) => `url(${quote}${base}${url}${quote})`);

/**
 * Reads a remote's release: `read(path)` gives the text of a file relative to
 * the release's base (fragments/fragments.json…), or undefined when it is not
 * there. Resolves to the fragment of `slot` in `language`, its stylesheets
 * and the addresses of its CSS under `base`, or undefined when the release has none for it.
 * Throws, with the reason, on a contract this reader does not know.
 * @param {(path: string) => Promise<string | undefined>} read
 * @param {string} base The release's base URL (or path of the site), ending in /.
 * @param {FragmentSlot} slot
 * @param {Language} language
 * @returns {Promise<Fragment | undefined>}
 */
export async function readFragment(read, base, slot, language) {
  const indexText = await read('fragments/fragments.json');
  if (indexText === undefined) return undefined;
  /** @type {unknown} */
  const parsed = JSON.parse(indexText);
  const index = v.safeParse(fragmentsIndexSchema, parsed);
  if (index.success) {
    const { pages, blocks } = index.output;
    const file = slot.slot === 'page' ? pages[slot.route]?.[language] : blocks[slot.module]?.[language];
    const text = file && (await read(`fragments/${file}`));
    if (!text) return undefined;
    const fragment = v.parse(fragmentSchema, JSON.parse(text));
    return {
      ...fragment,
      stylesheets: fragment.stylesheets.map((path) => `${base}${path}`),
      ...(fragment.css === undefined ? {} : { css: underBase(fragment.css, base) }),
    };
  }
  const previous = v.safeParse(previousIndexSchema, parsed);
  if (!previous.success) {
    const contract = /** @type {{ contract?: unknown }} */ (parsed)?.contract;
    // An index of a known version that does not hold says what is wrong with it.
    const known = contract === fragmentsContract ? index : contract === 2 ? previous : undefined;
    const problems = known
      ? `: ${known.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`
      : '';
    throw new Error(
      `fragments contract ${JSON.stringify(contract)} of ${base}${problems || `: this composer reads ${fragmentsContract} and ${fragmentsContract - 1}`}`,
    );
  }
  const { pages, blocks, name } = previous.output;
  const files =
    slot.slot === 'page'
      ? pages[slot.route]?.[language]
      : blocks[slot.module] && { head: blocks[slot.module]?.head ?? '', body: blocks[slot.module]?.[language] ?? '' };
  if (!files) return undefined;
  const [head, body] = await Promise.all([read(`fragments/${files.head}`), read(`fragments/${files.body}`)]);
  if (head === undefined || body === undefined) return undefined;
  return { head: head.replaceAll(`<!--#echo var="${name}_base" encoding="none" -->`, base), stylesheets: [], body };
}
