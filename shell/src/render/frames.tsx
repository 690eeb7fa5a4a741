// The shell's part of every page as HTML, rendered in Node by its own build
// (build/frames.ts): document, header, footer and the shell's own pages, with
// a mark where a remote's part goes (features/remotes/fragment-slots.ts).
import { StrictMode } from 'react';
import { i18n, languages, type Language } from 'shared-i18n';
import { localizePath, moduleId, notFoundRoute, siteRoutes, type SiteRoute } from 'shared-ui/site';
import { renderHtml, type RenderedHtml } from 'shared-ui/server';
import { SiteRoutes } from '../app/router';
import { registerHomeNamespace } from '../locales/home/register';
import { loadDesktopNav } from '../features/header/desktop-nav-loader';
import { FragmentSlotsContext } from '../features/remotes/fragment-slots';

export interface RenderedFrame extends RenderedHtml {
  route: string;
  language: Language;
  /** The exposed module that renders the route's content, for a remote's route. */
  module?: string;
  /** The document's title while the route's remote cannot be reached. */
  missingTitle: string;
}

/** Every page, then the not-found page, which no route has. */
export const frameRoutes: readonly SiteRoute[] = [...siteRoutes, { path: notFoundRoute, area: 'shell' }];

export async function render(): Promise<RenderedFrame[]> {
  await registerHomeNamespace();
  // Every page's HTML has the desktop navigation; CSS shows it on wide screens only.
  await loadDesktopNav();
  const frames: RenderedFrame[] = [];
  for (const language of languages) {
    for (const route of frameRoutes) {
      const html = await renderHtml(
        <StrictMode>
          <FragmentSlotsContext.Provider value>
            <SiteRoutes />
          </FragmentSlotsContext.Provider>
        </StrictMode>,
        localizePath(route.path, language),
        language,
      );
      const missingTitle = i18n.t('remote.errorTitle', { ns: 'common', lng: language });
      frames.push({
        route: route.path,
        language,
        ...(route.area === 'shell' ? {} : { module: moduleId(route) }),
        missingTitle,
        ...html,
      });
    }
  }
  return frames;
}
