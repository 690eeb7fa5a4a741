/**
 * The page's HTML was rendered in Node and composed by the server (shell/deploy/compose.mjs), and
 * the browser hydrates it: React adopts the server's DOM instead of
 * replacing it. Views whose code is not here yet when that happens (a home
 * block further down, a remote that failed to load) keep the server's HTML
 * in a Suspense boundary until their code arrives; they need to know that
 * their first render happens over server HTML.
 */
let hydrating = false;

/** Whether the page came with server-rendered content in #root. */
export const hasServerHtml = (root: Element): boolean => root.firstElementChild !== null;

/** Called just before hydrateRoot. */
export function startHydration(): void {
  hydrating = true;
}

/**
 * True while React renders the page over its server HTML for the first
 * time. A view that reads it in its first render learns whether its DOM
 * came from the server.
 */
export const isHydrating = (): boolean => hydrating;

/** The attribute on <html> that says the app is running: "hydrated" or "rendered" (no server HTML: development). */
export const appAttribute = 'data-app';

/** Called once the first render has committed. */
export function finishFirstRender(): void {
  document.documentElement.setAttribute(appAttribute, hydrating ? 'hydrated' : 'rendered');
  hydrating = false;
}
