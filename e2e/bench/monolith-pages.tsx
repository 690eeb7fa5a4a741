// The one-bundle build's pages, rendered in Node for `pnpm bench` the way
// the federated build renders its own: every route in both languages, from
// the same components, with each remote module imported directly
// (federation-shim.ts) and loaded before rendering, as start-up loads the
// route's module before hydrating. The shell's frame writer and the static
// command (shell/build/frames.ts, compose-pages.mjs) turn them into pages.
import { StrictMode } from 'react';
import { languages } from 'shared-i18n';
import { localizePath } from 'shared-ui/site';
import { renderHtml } from 'shared-ui/server';
import { SiteRoutes } from '../../shell/src/app/router';
import { registerHomeNamespace } from '../../shell/src/locales/home/register';
import { loadDesktopNav } from '../../shell/src/features/header/desktop-nav-loader';
import { loadRemoteModule } from '../../shell/src/lib/remotes/load-remote-module';
import { frameRoutes, type RenderedFrame } from '../../shell/src/render/frames';
import { exposedIds } from './federation-shim';

export async function render(): Promise<RenderedFrame[]> {
  // The shell reads /remotes.json before loading a remote; the one bundle has none to read.
  globalThis.fetch = () => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
  await registerHomeNamespace();
  await loadDesktopNav();
  for (const id of exposedIds) await loadRemoteModule(id);
  const frames: RenderedFrame[] = [];
  for (const language of languages) {
    for (const { path: route } of frameRoutes) {
      const html = await renderHtml(
        <StrictMode>
          <SiteRoutes />
        </StrictMode>,
        localizePath(route, language),
        language,
      );
      // No remote parts: nothing can be missing.
      frames.push({ route, language, missingTitle: '', ...html });
    }
  }
  return frames;
}
