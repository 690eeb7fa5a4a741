// The one composer of the site's pages: a frame (the shell's document of a
// route in a language, written by its build as data: HTML with typed slots)
// joined with the fragments its slots name (what the remotes rendered,
// shared-ui/contract/fragments.mjs), from the releases in force. The shell's one
// assembler (shell/deploy/assemble-page.mjs) calls it for every page the
// edge serves and the static export writes.
import { blockCopySource, pageCopySource } from '../contract/copy-sources.mjs';
import { pageDataElement, pageDataVersion } from '../contract/page-data.mjs';
import { beforeAbort, waitingDeadline } from '../server-kit/deadline.mjs';
/** @import { Fragment, FragmentSlot, PageQuery } from '../contract/fragments.mjs' */
/** @import { SiteRoutes } from '../contract/routes.mjs' */
/** @import { Locations } from '../contract/locations.mjs' */

/** @typedef {'en' | 'fr'} Language */

/**
 * A part of a frame: the shell's own HTML, or a slot the composer fills.
 * - `scripts`: the app's scripts; left out of a page for a browser that runs none (the enquiry service's no-JavaScript answer).
 * - `data`: what the app starts from, after the content: the map of the releases the page was composed from, the
 *   routes in force and the copy of what the page shows (per source, in its language); left out with the scripts.
 * - `head`: the head tags of the page's fragments (title, description, links to its twins), in the order of their slots.
 * - `styles`: the page's CSS: the critical CSS of the frame and of its fragments inlined (the page paints from its
 *   HTML alone; the app's modules load the rest of their stylesheets), or, for a page without the app, its stylesheets.
 * - `path`: the path asked for, in a language (the not-found page's links to itself: it serves every unknown path).
 * - a fragment slot: a remote's part of the body, with the notice that stands in for it when it cannot be had.
 * @typedef {string | { slot: 'scripts' } | { slot: 'data' } | { slot: 'head' } | { slot: 'styles' } | { slot: 'path'; language: Language } | (FragmentSlot & { fallback: string })} FramePart
 */

/**
 * A frame: the whole document of a URL, as the shell renders it (its render bundle's `frame`, shell/src/render/frames.tsx).
 * @typedef {object} Frame
 * @property {string} route The English path it was rendered for.
 * @property {Language} language
 * @property {string} url The URL path it serves: the route in its language (/fr/about).
 * @property {string} missingTitle The document's title when the route's own content cannot be had.
 * @property {Record<string, Record<string, object>>} copy The shell's copy the page shows, per source.
 * @property {FramePart[]} parts
 * @property {string} css The part of the shell's stylesheets that the frame's HTML uses, its notices included (critical CSS).
 * @property {string[]} stylesheets The shell's stylesheets, for a page that links them (URL paths on the site).
 */

/** @typedef {import('../contract/frames.mjs').Frames} Frames */

/**
 * Where the fragments come from: the fragment a remote's release in force has
 * for a slot in a language, undefined when it has none, a rejection when it
 * cannot be had (its reason is reported).
 * @typedef {(slot: FragmentSlot, language: Language) => Promise<Fragment | undefined>} FragmentSource
 */

/** How long a page waits for its fragments: one slow remote never holds a page for much more. */
export const fragmentTimeoutMs = 1000;

/** What a page whose own content could not be had answers: 503, and when to try again. */
export const retryAfterSeconds = 30;

/**
 * The routes in force as a page carries them: each menu label in the page's language only. The frame has the
 * menu in that language already; the app loads another language's labels with the rest of its copy, on a switch
 * (shell/src/features/header/menu-labels.ts).
 * @param {SiteRoutes} routes
 * @param {Language} language
 */
export const routesIn = (routes, language) => ({
  ...routes,
  areas: Object.fromEntries(
    Object.entries(routes.areas).map(([name, area]) => [
      name,
      {
        ...area,
        menu: area.menu.map((menu) => ({
          ...menu,
          sections: menu.sections.map((section) => ({
            ...section,
            label: { [language]: section.label[language] },
            links: section.links.map((link) => ({ ...link, label: { [language]: link.label[language] } })),
          })),
        })),
      },
    ]),
  ),
});

/**
 * A route's path in a language (shared-ui/site's localizePath, for a path).
 * @param {string} route
 * @param {Language} language
 */
const pathIn = (route, language) => (language === 'en' ? route : route === '/' ? '/fr' : `/fr${route}`);

/**
 * The route (English path) of a path of the site (shared-ui/site's splitLocalizedPath).
 * @param {string} path
 */
const routeOf = (path) => (path === '/fr' || path.startsWith('/fr/') ? path.slice(3) || '/' : path);

/**
 * Text as HTML: an attribute's value or an element's text.
 * @param {string} text
 */
export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @typedef {object} ComposeContext
 * @property {FragmentSource} fragments
 * @property {Locations} remotes Each remote's release and manifest URL as the page's code should load it: the releases the fragments came from.
 * @property {string[]} [canaries] The remotes whose canary the page was given, not its stable release.
 * @property {SiteRoutes} routes The routes in force the frame was rendered with, for the app to route and draw its menus by.
 * @property {string} origin The site's origin, in place of the one the pages were rendered with.
 * @property {boolean} [scripts] False for a page to a browser that runs no script: the `scripts` slot stays empty.
 * @property {boolean} [inlineCss] Whether the page carries its critical CSS (then, the app loads the rest of it)
 *   rather than links to its stylesheets; by default, when it carries the app's scripts.
 * @property {number} [deadlineMs] How long the page waits for its fragments.
 * @property {string} [path] The path asked for (/nope, /fr/nope), for the `path` slots of the not-found page; without
 *   it, the frame's own route.
 * @property {PageQuery} [query] The query the route resolved (one its routes list that the request asks for): the
 *   page's content is then the fragment for that query, where the release has one.
 */

/**
 * @typedef {object} Composed
 * @property {number} status 503 when the route's own content could not be had (a crawler must not index the notice
 *   as the page), 200 otherwise, even with a home block missing (its notice stands in its place).
 * @property {string} html
 * @property {{ slot: FragmentSlot; reason: string }[]} failed The slots whose notice stands in, and why.
 * @property {string[]} inlineStyles The text of each style element of the page, for its CSP to allow by their hashes.
 * @property {string[]} areas The remotes whose fragments the page has (its content's, its blocks').
 */

/**
 * Composes one page: `frame` with each slot filled.
 * @param {Pick<Frames, 'renderedOrigin' | 'scripts'>} frames
 * @param {Frame} frame
 * @param {ComposeContext} context
 * @returns {Promise<Composed>}
 */
export async function compose(
  frames,
  frame,
  {
    fragments,
    remotes,
    canaries = [],
    routes,
    origin,
    scripts = true,
    inlineCss = scripts,
    deadlineMs = fragmentTimeoutMs,
    query,
    path,
  },
) {
  /** @type {(FragmentSlot & { fallback: string })[]} */
  const slots = frame.parts.filter((part) => typeof part === 'object' && 'remote' in part);
  const { filled, failed } = await fillSlots(
    slots,
    (slot) => fragments(slot.slot === 'page' && query ? { ...slot, query } : slot, frame.language),
    deadlineMs,
  );
  const missingContent = failed.some(({ slot }) => slot.slot === 'page');
  const head = slots
    .map((slot) => {
      const fragment = filled.get(slot);
      if (fragment) return fragment.head;
      return slot.slot === 'page' ? `<title>${escapeHtml(frame.missingTitle)}</title>` : '';
    })
    .join('');
  const { styles, inlineStyles } = pageStyles(frame, [...filled.values()], inlineCss);
  const html = frame.parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.slot === 'scripts') return scripts ? frames.scripts : '';
      if (part.slot === 'data')
        return scripts
          ? pageDataElement({
              version: pageDataVersion,
              remotes,
              ...(canaries.length ? { canaries } : {}),
              routes: routesIn(routes, frame.language),
              copy: pageCopy(frame, filled),
            })
          : '';
      if (part.slot === 'head') return head;
      if (part.slot === 'styles') return styles;
      if (part.slot === 'path') return escapeHtml(pathIn(path ? routeOf(path) : frame.route, part.language));
      return filled.get(part)?.body ?? part.fallback;
    })
    .join('');
  return {
    status: missingContent ? 503 : 200,
    html: html.replaceAll(frames.renderedOrigin, origin),
    failed,
    inlineStyles,
    areas: [...new Set(slots.map(({ remote }) => remote))],
  };
}

/**
 * Each slot's fragment, all asked for at once and waited for until `deadlineMs`: the slots filled, and those
 * whose notice stands in, with why.
 * @param {(FragmentSlot & { fallback: string })[]} slots
 * @param {(slot: FragmentSlot) => Promise<Fragment | undefined>} fragmentOf
 * @param {number} deadlineMs
 */
async function fillSlots(slots, fragmentOf, deadlineMs) {
  // The wait for the releases, not this process's own work: a busy edge does not turn a healthy release into a notice.
  const deadline = waitingDeadline(deadlineMs);
  /** @type {PromiseSettledResult<Fragment | undefined>[]} */
  let settled;
  try {
    settled = await Promise.allSettled(slots.map((slot) => beforeAbort(fragmentOf(slot), deadline.signal)));
  } finally {
    deadline.clear();
  }
  /** @type {Map<FramePart, Fragment>} */
  const filled = new Map();
  /** @type {Composed['failed']} */
  const failed = [];
  settled.forEach((result, i) => {
    const slot = /** @type {FragmentSlot & { fallback: string }} */ (slots[i]);
    if (result.status === 'fulfilled' && result.value) filled.set(slot, result.value);
    else
      failed.push({
        slot:
          slot.slot === 'page'
            ? { slot: 'page', remote: slot.remote, route: slot.route }
            : { slot: 'block', remote: slot.remote, module: slot.module },
        reason:
          result.status === 'rejected'
            ? String(result.reason instanceof Error ? result.reason.message : result.reason)
            : 'not in the release',
      });
  });
  return { filled, failed };
}

/**
 * The copy of what a page shows, per source (shared-i18n's registerCopy): the shell's, then each fragment's.
 * @param {Frame} frame
 * @param {Map<FramePart, Fragment>} filled
 */
function pageCopy(frame, filled) {
  /** @type {Record<string, Record<string, object>>} */
  const sources = { ...frame.copy };
  for (const [slot, fragment] of filled) {
    if (typeof slot !== 'object' || !('remote' in slot) || !fragment.copy) continue;
    const source =
      slot.slot === 'page' ? pageCopySource(slot.remote, slot.route) : blockCopySource(slot.remote, slot.module);
    sources[source] = fragment.copy;
  }
  return { language: frame.language, sources };
}

/** @param {string} href */
const stylesheetLink = (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`;

/**
 * A page's CSS: with `inline`, one style element with the frame's critical CSS then each fragment's, in the
 * order of their slots (a fragment of a release without it keeps its links, which the paint then waits for);
 * without, links to all their stylesheets.
 * @param {Frame} frame
 * @param {Fragment[]} fragments
 * @param {boolean} inline
 * @returns {{ styles: string; inlineStyles: string[] }}
 */
function pageStyles(frame, fragments, inline) {
  if (!inline)
    return {
      styles: [...frame.stylesheets, ...fragments.flatMap((fragment) => fragment.stylesheets)]
        .map(stylesheetLink)
        .join(''),
      inlineStyles: [],
    };
  const css = [frame.css, ...fragments.map((fragment) => fragment.css ?? '')].join('');
  const linked = fragments.flatMap((fragment) => (fragment.css === undefined ? fragment.stylesheets : []));
  return {
    styles: (css ? `<style>${css}</style>` : '') + linked.map(stylesheetLink).join(''),
    inlineStyles: css ? [css] : [],
  };
}
