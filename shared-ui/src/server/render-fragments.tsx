import type { ReactNode } from 'react';
import { languages, type Language } from 'shared-i18n';
import { localizePath } from '../site/paths';
import { homeBlocksOf, type AreaRouteTable, type ExposedModule, type RemoteArea } from '../site/routes';
import { renderHtml } from './render-html';

/** Each exposed module of a remote as the element that renders it, by the route table's names. */
export type AreaElements<A extends RemoteArea> = Record<ExposedModule<A>, ReactNode>;

export interface RenderedFragment {
  kind: 'page' | 'block';
  module: string;
  /** The route path (English), for pages. */
  path?: string;
  language: Language;
  head: string;
  body: string;
}

/**
 * Renders in both languages every page of `area`'s route table (its
 * src/routes.ts) and its home blocks, from the same components the browser runs. Called
 * by the remote's build (shared-ui/build/render-in-node.ts), in Node, from
 * the remote's own bundle: each area renders only its own code.
 */
export async function renderFragments<A extends RemoteArea>(
  area: A,
  elements: AreaElements<A>,
  routes: AreaRouteTable,
): Promise<RenderedFragment[]> {
  const element = (module: string) => elements[module as ExposedModule<A>];
  const rendered: RenderedFragment[] = [];
  for (const language of languages) {
    for (const { path, module } of routes.pages) {
      const html = await renderHtml(element(module), localizePath(path, language), language);
      rendered.push({ kind: 'page', module, path, language, ...html });
    }
    for (const { module } of homeBlocksOf(area)) {
      const { body } = await renderHtml(element(module), localizePath('/', language), language);
      rendered.push({ kind: 'block', module, language, head: '', body });
    }
  }
  return rendered;
}
