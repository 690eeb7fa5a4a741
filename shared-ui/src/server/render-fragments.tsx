import type { ReactNode } from 'react';
import { addCopy, i18n, languages, pickCopy, type Copy, type CopyParts, type Language } from 'shared-i18n';
import { localizePath } from '../site/paths';
import { homeBlocksOf, remotes, type AreaRouteTable, type ExposedModule, type RemoteArea } from '../site/routes';
import type { AreaInteractiveParts, PartNeed } from '../site/interactive-parts';
import { renderHtml } from './render-html';

/** Each exposed module of a remote as the element that renders it, by the route table's names. */
export type AreaElements<A extends RemoteArea> = Record<ExposedModule<A>, ReactNode>;

export interface RenderedFragment {
  kind: 'page' | 'block';
  module: string;
  /** The route path (English), for pages. */
  path?: string;
  /** The query the page was rendered for (its route table names it), if any. */
  query?: Record<string, string>;
  language: Language;
  head: string;
  body: string;
  /** The area's copy that the view shows, in its language: all it needs to hydrate and run. */
  copy: Copy;
  /** The interactive parts the area declares its view shows (src/interactive-parts.ts), which its HTML must carry. */
  parts: { name: string; needs: PartNeed }[];
}

/** Where two renders of a view part: the first 80 characters of each from there. */
function firstDifference(whole: string, own: string): string {
  let at = 0;
  while (at < whole.length && whole[at] === own[at]) at += 1;
  return `"${whole.slice(at, at + 80)}" became "${own.slice(at, at + 80)}"`;
}

/** The area's namespace in `language` holds `copy` alone. */
function setCopy(language: Language, namespace: string, copy: object): void {
  i18n.removeResourceBundle(language, namespace);
  addCopy(language, { [namespace]: copy });
}

/**
 * Renders in both languages every page of `area`'s route table (its
 * src/routes.ts) and its home blocks, from the same components the browser
 * runs. Called by the remote's build (shared-ui/build/render-in-node.ts), in
 * Node, from the remote's own bundle: each area renders only its own code.
 *
 * Each view is rendered twice: with the area's whole copy, then with only
 * the parts its CopyParts name, which is all the page will carry. Any
 * difference (a word the parts lack) fails the build, naming the view.
 *
 * Each view carries the interactive parts the area declares for its module
 * (`interactiveParts`, its src/interactive-parts.ts), which the build checks
 * against the view's HTML and writes into fragments.json (writeFragments,
 * shared-ui/build/render-in-node.ts); a part declared for a module that no
 * view renders fails the build.
 */
export async function renderFragments<A extends RemoteArea>(
  area: A,
  elements: AreaElements<A>,
  routes: AreaRouteTable,
  copy: Record<Language, object>,
  parts: CopyParts,
  interactiveParts: AreaInteractiveParts<A>,
): Promise<RenderedFragment[]> {
  const element = (module: string) => elements[module as ExposedModule<A>];
  const renderedModules = new Set([...routes.pages, ...homeBlocksOf(area)].map(({ module }) => module));
  for (const { name, modules } of interactiveParts)
    for (const module of modules)
      if (!renderedModules.has(module))
        throw new Error(
          `${remotes[area].name}: src/interactive-parts.ts declares part ${name} in ${module}, which no page or home block renders`,
        );
  const partsOf = (module: string) =>
    interactiveParts
      .filter(({ modules }) => modules.some((shown) => shown === module))
      .map(({ name, needs }) => ({ name, needs }));
  const rendered: RenderedFragment[] = [];
  const render = async (view: { module: string; path?: string; search?: string }, language: Language) => {
    const url = localizePath(view.path ?? '/', language) + (view.search ?? '');
    setCopy(language, parts.namespace, copy[language]);
    const whole = await renderHtml(element(view.module), url, language);
    const own = pickCopy(copy[language], parts.of(view));
    setCopy(language, parts.namespace, own);
    const html = await renderHtml(element(view.module), url, language);
    const [before, after] = [whole.head + whole.body, html.head + html.body];
    if (before !== after)
      throw new Error(
        `${remotes[area].name} ${view.module} ${url}: its copy parts (${parts.of(view).join(', ')}) lack words ` +
          `the view shows: ${firstDifference(before, after)}`,
      );
    return { ...html, copy: { [parts.namespace]: own }, parts: partsOf(view.module) };
  };
  for (const language of languages) {
    for (const { path, module, queries } of routes.pages) {
      rendered.push({ kind: 'page', module, path, language, ...(await render({ module, path }, language)) });
      // The page as asked for with each of its queries: what the view shows then, from the first paint.
      for (const query of queries ?? []) {
        const html = await render({ module, path, search: `?${new URLSearchParams(query)}` }, language);
        rendered.push({ kind: 'page', module, path, language, query, ...html });
      }
    }
    for (const { module } of homeBlocksOf(area)) {
      const { body, copy: own, parts: shown } = await render({ module }, language);
      rendered.push({ kind: 'block', module, language, head: '', body, copy: own, parts: shown });
    }
  }
  return rendered;
}
