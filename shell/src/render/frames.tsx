// The shell's part of every page as HTML, rendered in Node by its own build
// (build/frames.ts): document, header, footer and the shell's own pages, with
// a token where a remote's content goes (features/remotes/fragment-slots.ts).
import { StrictMode } from 'react';
import { i18n, languages, type Language } from 'shared-i18n';
import { allRoutes, localizePath } from 'shared-ui';
import { renderHtml, type RenderedHtml } from 'shared-ui/server/render-html';
import { SiteRoutes } from '../app/router';
import { remoteModuleForPath } from '../app/remote-routes';
import { registerHomeNamespace } from '../locales/home/register';
import { loadDesktopNav } from '../features/header/desktop-nav-loader';
import { FragmentSlotsContext } from '../features/remotes/fragment-slots';

/** The route of the not-found page's frame (no route of the site has it). */
export const notFoundRoute = '/404';

export interface RenderedFrame extends RenderedHtml {
  route: string;
  language: Language;
  /** The exposed module that renders the route's content, for a remote's route. */
  module?: string;
  /** The document's title while the route's remote cannot be reached. */
  missingTitle: string;
}

export async function render(): Promise<RenderedFrame[]> {
  registerHomeNamespace();
  // Every page's HTML has the desktop navigation; CSS shows it on wide screens only.
  await loadDesktopNav();
  const frames: RenderedFrame[] = [];
  for (const language of languages) {
    for (const route of [...allRoutes, notFoundRoute]) {
      const html = await renderHtml(
        <StrictMode>
          <FragmentSlotsContext.Provider value>
            <SiteRoutes />
          </FragmentSlotsContext.Provider>
        </StrictMode>,
        localizePath(route, language),
        language,
      );
      const missingTitle = i18n.t('remote.errorTitle', { ns: 'common', lng: language });
      frames.push({ route, language, module: remoteModuleForPath(route), missingTitle, ...html });
    }
  }
  return frames;
}
