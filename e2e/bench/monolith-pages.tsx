// The one-bundle build's pages, rendered in Node for `pnpm bench` the way
// the federated build renders its own: the frame of any URL for the routes
// in force (the areas' routes.json, as the federated site has them), from
// the same components, with each remote module imported directly
// (federation-shim.ts) and loaded before rendering, as start-up loads the
// route's module before hydrating. The static command (compose-pages.mjs)
// turns them into pages.
import { StrictMode } from 'react';
import { languages } from 'shared-i18n';
import { localizePath, noSiteRoutes, notFoundRoute, splitLocalizedPath, type SiteRoutes } from 'shared-ui/site';
import { renderHtml } from 'shared-ui/server';
import type { Frame, FramesIndex } from 'shared-ui/deploy/compose.mjs';
import { SiteRoutes as SiteRoutesTree } from '../../shell/src/app/router';
import { registerHomeCopy } from '../../shell/src/locales/home/register';
import { loadDesktopNav } from '../../shell/src/features/header/desktop-nav-loader';
import { loadRemoteModule } from '../../shell/src/lib/remotes/load-remote-module';
import { SiteRoutesContext } from '../../shell/src/lib/site-routes/site-routes';
import { toFrame, type RenderedFrame } from '../../shell/src/render/frame-parts';
import { exposedIds } from './federation-shim';

let ready: Promise<unknown> | undefined;

async function renderFrame(url: string, routes: SiteRoutes): Promise<RenderedFrame> {
  ready ??= (async () => {
    // The shell reads /remotes.json before loading a remote; the one bundle has none to read. Only
    // while loading: the process that renders these pages (the bench) fetches real files afterwards.
    const { fetch } = globalThis;
    globalThis.fetch = () => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    try {
      await registerHomeCopy();
      await loadDesktopNav();
      for (const id of exposedIds) await loadRemoteModule(id);
    } finally {
      globalThis.fetch = fetch;
    }
  })();
  await ready;
  const { language, path: route } = splitLocalizedPath(url);
  const html = await renderHtml(
    <StrictMode>
      <SiteRoutesContext.Provider value={routes}>
        <SiteRoutesTree />
      </SiteRoutesContext.Provider>
    </StrictMode>,
    url,
    language,
  );
  // No remote parts: nothing can be missing.
  return { route, language, missingTitle: '', copy: {}, ...html };
}

/** The frame of `url` for the routes in force (compose-pages.mjs asks for each page's). */
export const frame = async (index: FramesIndex, url: string, routes: SiteRoutes): Promise<Frame> =>
  toFrame(index.document, await renderFrame(url, routes));

/** What the build renders to check: the home and not-found pages in each language. */
export async function render(): Promise<RenderedFrame[]> {
  const frames: RenderedFrame[] = [];
  for (const language of languages)
    for (const route of ['/', notFoundRoute])
      frames.push(await renderFrame(localizePath(route, language), noSiteRoutes));
  return frames;
}
