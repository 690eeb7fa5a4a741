// The shell's part of every page as HTML, rendered in Node by its render
// bundle (dist-render/render.js): document, header, footer and the shell's
// own pages, with a mark where a remote's part goes
// (features/remotes/fragment-slots.ts). The edge renders the frame of a URL
// when it first serves it for the routes in force (`frame`): a page an area
// adds, and its menu entries, need nothing of the shell's build.
import { StrictMode } from 'react';
import { i18n, languages, type Language } from 'shared-i18n';
import {
  areaPrefixes,
  localizePath,
  noSiteRoutes,
  notFoundRoute,
  resolveRoute,
  splitLocalizedPath,
  type SiteRoutes,
} from 'shared-ui/site';
import { renderHtml } from 'shared-ui/server';
import type { Frame } from 'shared-ui/deploy/compose.mjs';
import type { Frames } from 'shared-ui/contract/frames';
import { SiteRoutes as SiteRoutesTree } from '../app/router';
import { homeCopySource, registerHomeCopy } from '../locales/home/register';
import { loadDesktopNav } from '../features/header/desktop-nav-loader';
import { FragmentSlotsContext } from '../features/remotes/fragment-slots';
import { SiteRoutesContext } from '../lib/site-routes/site-routes';
import { toFrame, type RenderedFrame } from './frame-parts';
import { moduleOf } from '../lib/site-routes/module-of';

let ready: Promise<unknown> | undefined;

/**
 * The app's HTML at `url` (a URL path) for the routes in force, in the URL's
 * language. With `fragmentSlots`, each area's part is a mark the composer
 * fills (the shell's frames); without, the areas' modules loaded so far are
 * rendered in place (the bench's one bundle: public/node.ts).
 */
export async function renderApp(url: string, routes: SiteRoutes, { fragmentSlots }: { fragmentSlots: boolean }) {
  // Every page's HTML has the desktop navigation; CSS shows it on wide screens only.
  ready ??= Promise.all([registerHomeCopy(), loadDesktopNav()]);
  await ready;
  const { language, path: route } = splitLocalizedPath(url);
  const html = await renderHtml(
    <StrictMode>
      <SiteRoutesContext.Provider value={routes}>
        <FragmentSlotsContext.Provider value={fragmentSlots}>
          <SiteRoutesTree />
        </FragmentSlotsContext.Provider>
      </SiteRoutesContext.Provider>
    </StrictMode>,
    url,
    language,
  );
  return { language, route, html };
}

/** The shell's page at `url` (a URL path), rendered for the routes in force. */
export async function renderFrame(url: string, routes: SiteRoutes): Promise<RenderedFrame> {
  const { language, route, html } = await renderApp(url, routes, { fragmentSlots: true });
  const resolved = resolveRoute(routes, route);
  // The shell's copy the page shows, for the app to hydrate with: the chrome's, and the home page's on it.
  const bundle = (namespace: string) => ({ [namespace]: i18n.getResourceBundle(language, namespace) as object });
  const copy = { common: bundle('common'), ...(route === '/' ? { [homeCopySource]: bundle('home') } : {}) };
  return {
    copy,
    route,
    language,
    ...(resolved.kind === 'page' || resolved.kind === 'unknown' ? { module: moduleOf(resolved) } : {}),
    missingTitle: i18n.t('remote.errorTitle', { ns: 'common', lng: language }),
    ...html,
  };
}

/** The frame of `url` for the routes in force: what the edge composes a page from. */
export const frame = async (index: Frames, url: string, routes: SiteRoutes): Promise<Frame> =>
  toFrame(index.document, await renderFrame(url, routes));

/**
 * What the build renders to check (build/frames.ts): the home page, the
 * not-found page, and an area's page whose routes are not at hand, in each
 * language.
 */
export async function render(): Promise<RenderedFrame[]> {
  const frames: RenderedFrame[] = [];
  for (const language of languages as readonly Language[])
    for (const route of ['/', notFoundRoute, '/about'])
      frames.push(await renderFrame(localizePath(route, language), { ...noSiteRoutes, prefixes: areaPrefixes }));
  return frames;
}
