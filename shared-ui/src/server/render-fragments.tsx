import type { ReactNode } from 'react';
import { languages, type Language } from 'shared-i18n';
import { localizePath } from '../config/paths';
import { renderHtml } from './render-html';

/** A route a remote renders: its path (the English one) and the exposed module that renders it. */
export interface AreaPage {
  path: string;
  module: string;
  element: ReactNode;
}

/** A block of the home page a remote renders. */
export interface AreaBlock {
  module: string;
  element: ReactNode;
}

export interface AreaFragments {
  pages: readonly AreaPage[];
  blocks?: readonly AreaBlock[];
}

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
 * Renders every page and home block of a remote in both languages, from the
 * same components the browser runs. Called by the remote's build
 * (shared-ui/build/render-fragments.ts), in Node, from the remote's own
 * bundle: each area renders only its own code.
 */
export async function renderFragments(area: AreaFragments): Promise<RenderedFragment[]> {
  const rendered: RenderedFragment[] = [];
  for (const language of languages) {
    for (const page of area.pages) {
      const html = await renderHtml(page.element, localizePath(page.path, language), language);
      rendered.push({ kind: 'page', module: page.module, path: page.path, language, ...html });
    }
    for (const block of area.blocks ?? []) {
      const { body } = await renderHtml(block.element, localizePath('/', language), language);
      rendered.push({ kind: 'block', module: block.module, language, head: '', body });
    }
  }
  return rendered;
}
