import type { Language } from 'shared-i18n';

/**
 * The build writes each route's HTML ahead of time (shell/build/prerender.mjs):
 * the page shows before any script runs. These helpers let the app take the
 * page over without a flash:
 *
 * - `<html data-prerendered="en">` marks a pre-rendered page and its language;
 * - head tags the build added for the page carry `data-prerendered`, and give
 *   way to the ones React renders;
 * - the inline language guard (shell/build/page-start.js) hides the page
 *   when the visitor's stored language is not the pre-rendered one, until the
 *   app has rendered it in the right language;
 * - remote blocks of the home page keep their pre-rendered HTML until they
 *   come into view (DeferredRemoteBlock).
 */
declare global {
  interface Window {
    /** Set by the pre-render script: render everything now, nothing deferred. */
    __SITE_PRERENDER__?: boolean;
  }
}

export const prerenderAttribute = 'data-prerendered';
export const languagePendingAttribute = 'data-language-pending';
export const remoteBlockAttribute = 'data-remote-block';

/** True while the build's pre-render script is taking the page's snapshot. */
export const isPrerendering = (): boolean => typeof window !== 'undefined' && window.__SITE_PRERENDER__ === true;

/** The language the served HTML was pre-rendered in, if it was. */
export function prerenderedLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute(prerenderAttribute) ?? undefined;
}

const blocks = new Map<string, string>();
let blocksLanguage: string | undefined;

/**
 * Keeps the pre-rendered HTML of the page's remote blocks, read before React
 * replaces the page, so each block can show it until its code is loaded.
 */
export function capturePrerenderedBlocks(root: ParentNode = document): void {
  const language = prerenderedLanguage();
  if (!language) return;
  blocksLanguage = language;
  for (const element of root.querySelectorAll<HTMLElement>(`[${remoteBlockAttribute}]`)) {
    const id = element.getAttribute(remoteBlockAttribute);
    if (id && element.innerHTML.trim()) blocks.set(id, element.innerHTML);
  }
}

/** The block's pre-rendered HTML, only while the page is in that language. */
export function prerenderedBlock(id: string, language: Language): string | undefined {
  return language === blocksLanguage ? blocks.get(id) : undefined;
}

/** Forgets captured blocks (tests). */
export function resetPrerenderedBlocks(): void {
  blocks.clear();
  blocksLanguage = undefined;
}

/**
 * Called once React has committed its first render: the build's head tags
 * give way to React's, and a page hidden by the language guard shows.
 */
export function finishPrerenderHandover(): void {
  for (const element of document.head.querySelectorAll(`[${prerenderAttribute}]`)) element.remove();
  document.documentElement.removeAttribute(languagePendingAttribute);
}
