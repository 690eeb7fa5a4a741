// The site's one assembler, owned by the shell: a page from its URL, the
// releases chosen for the request and the site's configuration. The edge
// (shell/edge) calls it for every page and for the enquiry service's
// no-JavaScript answer; the static export (shell/build/compose-pages.mjs)
// for every page it writes.
import { compose, fragmentTimeoutMs } from '../../shared-ui/deploy/compose.mjs';
import { releaseFragments, remoteBases } from '../../shared-ui/deploy/release-files.mjs';
/** @import { Composed, Frame, Frames } from '../../shared-ui/deploy/compose.mjs' */
/** @import { Fragment, PageQuery } from '../../shared-ui/contract/fragments.mjs' */
/** @import { SiteRoutes } from '../../shared-ui/contract/routes.mjs' */
/** @import { Locations } from '../../shared-ui/contract/locations.mjs' */
/** @typedef {(base: string, path: string) => Promise<string | undefined>} ReadRelease */

/**
 * The site's configuration, as the assembler takes it.
 * @typedef {object} AssemblySite
 * @property {Frames} index The shell's frames index.
 * @property {(url: string, routes: SiteRoutes, keep: boolean) => Promise<Frame>} frame The frame of a URL for the
 *   routes in force (`keep`: false for a frame not worth keeping, where the caller keeps them).
 * @property {string} origin The site's origin.
 * @property {ReadRelease} readRelease Reads a file of a release.
 * @property {number} [deadlineMs] How long a page waits for its fragments.
 */

/**
 * One page to assemble.
 * - `url`: the frame's URL (the not-found page's, in its language, for `notFound`).
 * - `releases`: each area's release and manifest URL, as the page's code loads it; `canaries`, the areas whose
 *   canary it was given (its field reports say so).
 * - `kind`: `notFound` answers 404; `unavailable` stands the notice in for the content (the owning area's
 *   routes cannot be had).
 * - `content`: the head and body that stand in for the page's own fragment (the enquiry service's answer),
 *   with that fragment's stylesheets where it can be had.
 * @typedef {object} PageRequest
 * @property {string} url
 * @property {Locations} releases
 * @property {string[]} [canaries]
 * @property {SiteRoutes} routes
 * @property {'page' | 'notFound' | 'unavailable'} [kind]
 * @property {string} [path] The path asked for, for the not-found page's links to itself.
 * @property {PageQuery} [query] The query its route resolved.
 * @property {Pick<Fragment, 'head' | 'body'>} [content]
 * @property {boolean} [scripts] False for a browser that runs none.
 * @property {boolean} [inlineCss]
 */

/**
 * The assembler of a site: `assemble(request)` composes its page (shared-ui/deploy/compose.mjs), with the
 * status it answers.
 * @param {AssemblySite} site
 * @returns {(request: PageRequest) => Promise<Composed>}
 */
export function pageAssembler({ index, frame: frameOf, origin, readRelease, deadlineMs }) {
  return async ({ url, releases, canaries, routes, kind = 'page', path, query, content, scripts, inlineCss }) => {
    const frame = await frameOf(url, routes, kind !== 'unavailable');
    const fromReleases = releaseFragments(remoteBases(releases, origin), readRelease);
    /** @type {import('../../shared-ui/deploy/compose.mjs').FragmentSource} */
    const fragments = (slot, language) => {
      if (slot.slot !== 'page') return fromReleases(slot, language);
      if (kind === 'unavailable') return Promise.reject(new Error('its routes cannot be had'));
      if (!content) return fromReleases(slot, language);
      // What was typed is never lost: the content is in place before the page's deadline, with its release's
      // stylesheets if they come in half that time, else without.
      /** @type {Promise<Fragment | undefined>} */
      const own = new Promise((resolve) => {
        const timer = setTimeout(resolve, (deadlineMs ?? fragmentTimeoutMs) / 2, undefined);
        const settle = (/** @type {Fragment | undefined} */ fragment) => {
          clearTimeout(timer);
          resolve(fragment);
        };
        fromReleases(slot, language).then(settle, () => settle(undefined));
      });
      return own.then((fragment) => ({ stylesheets: [], ...fragment, ...content }));
    };
    const options = {
      fragments,
      remotes: releases,
      canaries,
      routes,
      origin,
      deadlineMs,
      query,
      path,
      scripts,
      inlineCss,
    };
    const page = await compose(index, frame, options);
    return kind === 'notFound' ? { ...page, status: 404 } : page;
  };
}
