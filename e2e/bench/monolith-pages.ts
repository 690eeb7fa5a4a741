// The one-bundle build's pages, rendered in Node for `pnpm bench` the way
// the federated build renders its own: the frame of any URL for the routes
// in force (the areas' routes.json, as the federated site has them), from
// the same components, with each remote module imported directly
// (one-bundle-modules.ts) and loaded before rendering, as start-up loads the
// route's module before hydrating. Each page carries the copy of what it
// shows, as the federated site's do (the areas' copy parts, and their copy
// files beside them for a navigation: e2e/tools/bench.mjs copies them). The
// static command (compose-pages.mjs) turns them into pages.
import { addCopy, i18n, languages, pickCopy, type Copy, type CopyParts, type Language } from 'shared-i18n';
import {
  blockCopySource,
  homeBlocks,
  localizePath,
  noSiteRoutes,
  notFoundRoute,
  pageCopySource,
  remotes,
  resolveRoute,
  type RemoteArea,
  type SiteRoutes,
} from 'shared-ui/site';
import type { Frame } from 'shared-ui/deploy/compose.mjs';
import type { Frames } from 'shared-ui/contract/frames';
import { loadRemoteModule, provideModules, renderApp, toFrame, type RenderedFrame } from '../../shell/src/public/node';
import { exposedIds, oneBundleModules } from './one-bundle-modules';
import { servicesCopyParts } from '../../remote-services/src/i18n/copy-parts';
import { productsCopyParts } from '../../remote-products/src/i18n/copy-parts';
import { companyCopyParts } from '../../remote-company/src/i18n/copy-parts';
import { servicesEn } from '../../remote-services/src/locales/en';
import { servicesFr } from '../../remote-services/src/locales/fr';
import { productsEn } from '../../remote-products/src/locales/en';
import { productsFr } from '../../remote-products/src/locales/fr';
import { companyEn } from '../../remote-company/src/locales/en';
import { companyFr } from '../../remote-company/src/locales/fr';

/** Each area's copy and the parts of it each view shows, as its own build has them (src/render/fragments.tsx). */
const areaCopy: Record<RemoteArea, { copy: Record<Language, object>; parts: CopyParts }> = {
  services: { copy: { en: servicesEn, fr: servicesFr }, parts: servicesCopyParts },
  products: { copy: { en: productsEn, fr: productsFr }, parts: productsCopyParts },
  company: { copy: { en: companyEn, fr: companyFr }, parts: companyCopyParts },
};
const areaOf = (remote: string) =>
  (Object.keys(remotes) as RemoteArea[]).find((area) => remotes[area].name === remote) ?? 'services';

/** A view's copy in `language`, per source, as the composer puts a fragment's in the federated page. */
function viewCopy(language: Language, remote: string, view: { module: string; path?: string }): [string, Copy] {
  const { copy, parts } = areaCopy[areaOf(remote)];
  const source = view.path ? pageCopySource(remote, view.path) : blockCopySource(remote, view.module);
  return [source, { [parts.namespace]: pickCopy(copy[language], parts.of(view)) }];
}

let ready: Promise<unknown> | undefined;

async function renderFrame(url: string, routes: SiteRoutes): Promise<RenderedFrame> {
  ready ??= (async () => {
    // The shell reads /remotes.json before loading a remote; the one bundle has none to read. Only
    // while loading: the process that renders these pages (the bench) fetches real files afterwards.
    const { fetch } = globalThis;
    globalThis.fetch = () => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } }));
    try {
      provideModules(oneBundleModules);
      for (const { copy, parts } of Object.values(areaCopy))
        for (const language of languages) addCopy(language, { [parts.namespace]: copy[language] });
      for (const id of exposedIds) await loadRemoteModule(id);
    } finally {
      globalThis.fetch = fetch;
    }
  })();
  await ready;
  const { language, route, html } = await renderApp(url, routes, { fragmentSlots: false });
  const bundle = (namespace: string) => ({ [namespace]: i18n.getResourceBundle(language, namespace) as object });
  const resolved = resolveRoute(routes, route);
  const copy = Object.fromEntries([
    ['common', bundle('common')],
    ...(route === '/'
      ? [
          ['home', bundle('home')],
          ...Object.values(homeBlocks).map(({ area, module }) => viewCopy(language, remotes[area].name, { module })),
        ]
      : []),
    ...(resolved.kind === 'page'
      ? [viewCopy(language, resolved.id.split('/')[0] ?? '', { module: resolved.id.split('/')[1] ?? '', path: route })]
      : []),
  ]) as Record<string, Copy>;
  // No remote parts: nothing can be missing.
  return { route, language, missingTitle: '', copy, ...html };
}

/** The frame of `url` for the routes in force (compose-pages.mjs asks for each page's). */
export const frame = async (index: Frames, url: string, routes: SiteRoutes): Promise<Frame> =>
  toFrame(index.document, await renderFrame(url, routes));

/** What the build renders to check: the home and not-found pages in each language. */
export async function render(): Promise<RenderedFrame[]> {
  const frames: RenderedFrame[] = [];
  for (const language of languages)
    for (const route of ['/', notFoundRoute])
      frames.push(await renderFrame(localizePath(route, language), noSiteRoutes));
  return frames;
}
