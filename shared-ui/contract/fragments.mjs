// The contract between a remote and whoever composes pages from it (the
// shell's one assembler, for the edge at request time and the static
// export): what the remote's build writes under dist/fragments/. Plain
// JavaScript, so that Node scripts read it as the builds write it.
//
// fragments.json names, per route and language, and per home-page block and
// language, a JSON file holding one Fragment: the head tags, the stylesheets
// (relative to the remote's base URL: the composer links them from wherever
// the release is deployed) and the content; and, per route and per block,
// the interactive parts its view shows (shared-ui/src/site/interactive-parts.ts),
// as the area declares them (its src/interactive-parts.ts) and its build has
// checked them in the view's HTML. No markup is interpreted: a composer puts
// each fragment where the frame's typed slot says.
//
// A page may be rendered for queries that change what it shows (the contact
// form's ?service=): routes.json names them, and fragments.json a fragment
// for each, so that a composer serves the page as it is meant with no
// script (a query it does not name is the page itself).
//
// Composers read this version and the one before it (readContracts), so
// that a remote released before a change keeps composing while it rolls out.
import * as v from 'valibot';
import { queryKey } from './page-query.mjs';
import { issuesText } from './locations.mjs';
import { fragmentsContract, pageQuerySchema, parseRoutesList, routesFile, versionsText } from './routes.mjs';
/** @import { RoutesList } from './routes.mjs' */

export { fragmentsContract };

/** @typedef {'en' | 'fr'} Language */

/** The versions of fragments.json a composer reads: this one and the previous (3). */
const readContracts = [fragmentsContract, 3];

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
const jsonFile = v.pipe(v.string(), v.regex(/^(?:en|fr)\/(?:[\w-]+\/)*[\w-]+\.json$/, 'a file under fragments/'));
const perLanguage = v.object({ en: jsonFile, fr: jsonFile });

/**
 * An interactive part a view shows (shared-ui/src/site/interactive-parts.ts): the name on its root element
 * (data-part) and when it needs its code (data-part-needs): 'now', on 'intent', or when 'visible'.
 */
const viewPartSchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  needs: v.picklist(['now', 'intent', 'visible']),
});
/** @typedef {v.InferOutput<typeof viewPartSchema>} ViewPart */

/**
 * dist/fragments/fragments.json of a remote, this version (4): per route and per home block, each language's
 * fragment file and the interactive parts its view shows (the same in both languages; the list may be empty).
 */
const currentIndexSchema = v.object({
  contract: v.literal(fragmentsContract),
  /** The remote's federation name, e.g. remote_company. */
  name: v.string(),
  /** Per route path (English): its exposed module, each language's file, relative to fragments/, and its view's parts. */
  pages: v.record(
    v.string(),
    v.object({
      module: v.string(),
      ...perLanguage.entries,
      parts: v.array(viewPartSchema),
      /** The queries the page is rendered for (routes.json names them too), with each one's file per language. */
      queries: v.optional(v.array(v.object({ query: pageQuerySchema, ...perLanguage.entries }))),
    }),
  ),
  /** Per exposed home-page block: each language's file and its view's parts. */
  blocks: v.record(v.string(), v.object({ ...perLanguage.entries, parts: v.array(viewPartSchema) })),
});
/** @typedef {v.InferOutput<typeof currentIndexSchema>} FragmentsIndex */

/** The previous version (3): the same fragment files, no parts named (a reader takes none as declared). */
const previousIndexSchema = v.object({
  contract: v.literal(3),
  name: v.string(),
  pages: v.record(v.string(), v.object({ module: v.string(), ...perLanguage.entries })),
  blocks: v.record(v.string(), perLanguage),
});

/** Any index a composer reads, told apart by its contract. */
const readableIndexSchema = v.variant('contract', [currentIndexSchema, previousIndexSchema]);

/**
 * A release's fragments.json, of whichever version this reader reads: undefined when the release has none.
 * Throws, naming the version read and what is wrong, on one that does not hold, or on a version it does not read.
 * @param {(path: string) => Promise<string | undefined>} read
 * @param {string} base The release's base URL, for the messages.
 */
async function readIndex(read, base) {
  const text = await read('fragments/fragments.json');
  if (text === undefined) return undefined;
  /** @type {unknown} */
  const parsed = JSON.parse(text);
  const contract = /** @type {{ contract?: unknown }} */ (parsed)?.contract;
  if (typeof contract !== 'number' || !readContracts.includes(contract))
    throw new Error(
      `fragments contract ${JSON.stringify(contract)} of ${base}: this composer reads ${versionsText(readContracts)}`,
    );
  const index = v.safeParse(readableIndexSchema, parsed);
  if (!index.success) throw new Error(`fragments contract ${contract} of ${base}: ${issuesText(index.issues)}`);
  return index.output;
}

/**
 * Reads a release's routes: `read(path)` as for readFragment. Its routes.json
 * when it has one, of this contract or the previous (checked: a malformed one
 * throws, saying what is wrong); for a release built before routes were
 * published (whose fragments.json a composer still reads), its pages from
 * fragments.json, with no menu entry, no redirect and none unlisted;
 * undefined when the release has neither.
 * @param {(path: string) => Promise<string | undefined>} read
 * @param {string} base The release's base URL, for the messages.
 * @returns {Promise<RoutesList | undefined>}
 */
export async function readRoutes(read, base) {
  const text = await read(routesFile);
  if (text === undefined) {
    const index = await readIndex(read, base).catch((/** @type {unknown} */ error) => {
      throw new Error(`${base}: no ${routesFile}, and ${error instanceof Error ? error.message : String(error)}`);
    });
    if (index === undefined) return undefined;
    /** @type {Record<string, { module: string }>} */
    const pages = index.pages;
    // Checked as routes.json would be: its paths and modules go into every page's data.
    const list = {
      contract: fragmentsContract,
      name: index.name,
      pages: Object.entries(pages).map(([path, { module }]) => ({ path, module })),
      menu: [],
      redirects: [],
    };
    return parseRoutesList(list, `${base}fragments/fragments.json`);
  }
  return parseRoutesList(JSON.parse(text), `${base}${routesFile}`);
}

/**
 * The file of a route (English path) in a language, relative to fragments/.
 * @param {string} route
 * @param {Language} language
 */
export const fragmentFile = (route, language) => `${language}/${route === '/' ? 'index' : route.slice(1)}.json`;

/**
 * The file of a route's content for a query in a language, relative to fragments/: under the route's folder, a
 * folder per parameter (`_name`, which no page's path can have) and its value, in the order of queryKey.
 * @param {string} route
 * @param {Language} language
 * @param {PageQuery} query
 */
export const queryFragmentFile = (route, language, query) =>
  `${language}/${route === '/' ? 'index' : route.slice(1)}/${Object.keys(query)
    .sort()
    .map((name) => `_${name}/${query[name]}`)
    .join('/')}.json`;

/**
 * The file of a home-page block's fragment in a language, relative to fragments/.
 * @param {string} module
 * @param {Language} language
 */
export const blockFile = (module, language) => `${language}/blocks/${module}.json`;

/**
 * A slot of a page that a remote fills: the route's own content (a page
 * without it answers 503), with the query its route resolved (one its routes
 * list), or a block of the home page.
 * @typedef {{ slot: 'page'; remote: string; route: string; query?: PageQuery } | { slot: 'block'; remote: string; module: string }} FragmentSlot
 */
/** @typedef {import('./page-query.mjs').PageQuery} PageQuery */

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
  const index = await readIndex(read, base);
  if (!index) return undefined;
  // This version and the previous one name the same JSON fragments.
  /** @type {Record<string, Record<Language, string>>} */
  const blocks = index.blocks;
  const file = slot.slot === 'page' ? pageFile(index, slot, language) : blocks[slot.module]?.[language];
  const text = file && (await read(`fragments/${file}`));
  if (!text) return undefined;
  const fragment = v.parse(fragmentSchema, JSON.parse(text));
  return {
    ...fragment,
    stylesheets: fragment.stylesheets.map((path) => `${base}${path}`),
    ...(fragment.css === undefined ? {} : { css: underBase(fragment.css, base) }),
  };
}

/**
 * The file of a page's content in a language: the one for its query when the release has it (a release of the
 * previous contract has none: its page is the same for every query).
 * @param {v.InferOutput<typeof currentIndexSchema> | v.InferOutput<typeof previousIndexSchema>} index
 * @param {Extract<FragmentSlot, { slot: 'page' }>} slot
 * @param {Language} language
 */
function pageFile(index, { route, query }, language) {
  const page = index.pages[route];
  if (!page) return undefined;
  const key = query && queryKey(query);
  const asked = 'queries' in page && key ? page.queries?.find((entry) => queryKey(entry.query) === key) : undefined;
  return (asked ?? page)[language];
}

/**
 * The interactive parts the view of `slot` shows, as its release declares them (`read` and `base` as for
 * readFragment): a release of contract 3 declares none, so its views have none (an empty list); undefined
 * when the release has no such view. Throws, with the reason, on a contract this reader does not know.
 * @param {(path: string) => Promise<string | undefined>} read
 * @param {string} base
 * @param {FragmentSlot} slot
 * @returns {Promise<ViewPart[] | undefined>}
 */
export async function readViewParts(read, base, slot) {
  const index = await readIndex(read, base);
  if (!index) return undefined;
  if (index.contract === fragmentsContract)
    return (slot.slot === 'page' ? index.pages[slot.route] : index.blocks[slot.module])?.parts;
  // A release before parts were named: a view it has shows none that it declares.
  const has = slot.slot === 'page' ? Object.hasOwn(index.pages, slot.route) : Object.hasOwn(index.blocks, slot.module);
  return has ? [] : undefined;
}
