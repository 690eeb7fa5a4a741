// Where the copy of an area's view comes from, named once for the three that
// need it: the area's build (which writes a file per view and language), the
// composer (which puts a page's copy in its HTML) and the app (which adds it
// before hydrating, and fetches a file beside a view's code on a navigation
// or a switch of language).

/** @typedef {'en' | 'fr'} Language */

/**
 * The copy source of an area's page (shared-i18n's registerCopy): its remote's federation name and its route.
 * @param {string} remote
 * @param {string} route The English path.
 */
export const pageCopySource = (remote, route) => `${remote}:${route}`;

/**
 * The copy source of a home-page block: its remote and its module.
 * @param {string} remote
 * @param {string} module
 */
export const blockCopySource = (remote, module) => `${remote}/${module}`;

/**
 * The file holding a page's copy in a language, relative to its remote's base URL.
 * @param {string} route
 * @param {Language} language
 */
export const pageCopyFile = (route, language) => `copy/${language}/pages${route}.json`;

/**
 * The file holding a home-page block's copy in a language, relative to its remote's base URL.
 * @param {string} module
 * @param {Language} language
 */
export const blockCopyFile = (module, language) => `copy/${language}/blocks/${module}.json`;
