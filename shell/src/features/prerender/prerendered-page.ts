import type { Language } from 'shared-i18n';

/**
 * The build writes each route's HTML ahead of time (shell/build/prerender.mjs):
 * the page shows before any script runs. These helpers let the app take the
 * page over without a flash:
 *
 * - `<html data-prerendered="en">` marks a pre-rendered page and its language;
 * - head tags the build added for the page carry `data-prerendered`, and give
 *   way to the ones React renders;
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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Child indexes from #root down to a node: the same place in a page rendered the same. */
function pathFromRoot(node: Element, root: Element): number[] | undefined {
  const path: number[] = [];
  for (let current: Element | null = node; current && current !== root; current = current.parentElement) {
    if (!current.parentElement) return undefined;
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

const atPath = (root: Element, path: readonly number[]) =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

/** The native value setter, so React sees the restored value as typed. */
function setValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

let handover: (() => void) | undefined;

/**
 * Remembers the pre-rendered page's form fields and focus just before React
 * takes over, so that what a quick visitor typed or focused survives it.
 */
export function rememberPrerenderedState(): void {
  const root = document.getElementById('root');
  if (!root || !prerenderedLanguage()) return;
  const fields = [...root.querySelectorAll<Field>('input, textarea, select')];
  const paths = fields.map((field) => pathFromRoot(field, root));
  const focusPath = () => {
    const active = document.activeElement;
    return active && active !== root && root.contains(active) ? pathFromRoot(active, root) : undefined;
  };
  // Where the focus is, followed until React replaces the page.
  let activePath = focusPath();
  const onFocus = () => {
    activePath = focusPath();
  };
  root.addEventListener('focusin', onFocus);
  handover = () => {
    root.removeEventListener('focusin', onFocus);
    fields.forEach((old, index) => {
      const path = paths[index];
      const field = path && atPath(root, path);
      if (!field || field.tagName !== old.tagName) return;
      if (old instanceof HTMLInputElement && (old.type === 'checkbox' || old.type === 'radio')) {
        if (old.checked !== (field as HTMLInputElement).checked) (field as HTMLInputElement).click();
      } else if (old.value !== (field as Field).value) {
        setValue(field as Field, old.value);
      }
    });
    const focus = activePath && atPath(root, activePath);
    if (focus instanceof HTMLElement && document.activeElement !== focus) focus.focus();
  };
}

/**
 * Called once React has committed its first render: the build's head tags
 * give way to React's, and the page stops being marked as pre-rendered.
 */
export function finishPrerenderHandover(): void {
  for (const element of document.head.querySelectorAll(`[${prerenderAttribute}]`)) element.remove();
  // The document is the app's from now on (the e2e suite waits for this).
  document.documentElement.removeAttribute(prerenderAttribute);
  const restore = handover;
  handover = undefined;
  restore?.();
  settleSections();
}

const settlingAttribute = 'data-settling';

/**
 * Lays out, one per frame, the sections a pre-rendered page skipped while it
 * settled (content-visibility, see shared-ui's Section), so no frame has a
 * long layout; then lets every section render normally, which makes
 * scrolling and in-page links exact. Sections the app renders meanwhile are
 * included.
 */
export function settleSections(): void {
  const html = document.documentElement;
  if (!html.hasAttribute(settlingAttribute)) return;
  const nextFrame = (callback: () => void) =>
    typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(() => setTimeout(callback)) : setTimeout(callback, 16);
  const next = () => {
    const section = document.querySelector('[data-section]:not([data-settled])');
    if (!section) {
      html.removeAttribute(settlingAttribute);
      return;
    }
    section.setAttribute('data-settled', '');
    nextFrame(next);
  };
  setTimeout(next);
}
