/**
 * Whether a view's first render happens over the server's HTML: a view whose
 * code is not here at hydration (a home block further down, a remote that
 * failed to load) then keeps that HTML in a Suspense boundary until the code
 * arrives.
 */
let hydrating = false;

/** Whether the page came with server-rendered content in #root. */
export const hasServerHtml = (root: Element): boolean => root.firstElementChild !== null;

/** Called just before hydrateRoot. */
export function startHydration(): void {
  hydrating = true;
}

/** True during the first render over the server's HTML. */
export const isHydrating = (): boolean => hydrating;

/** The attribute on <html> that says the app is running: "hydrated" or "rendered" (no server HTML: development). */
const appAttribute = 'data-app';

/** Called once the first render has committed. */
export function finishFirstRender(): void {
  document.documentElement.setAttribute(appAttribute, hydrating ? 'hydrated' : 'rendered');
  hydrating = false;
}
