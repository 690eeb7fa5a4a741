import { reloadAttribute } from 'shared-ui';
import { resolveRoute, type SiteRoutes } from 'shared-ui/site';
import { waitingViewAt } from '../../lib/remotes/view-needs';
import { linkRoute } from './intent';

/** Whether the app shows `route` itself: the home page, or a page, old address or area the routes in force know. */
function inApp(routes: SiteRoutes, route: string): boolean {
  if (route === '/') return true;
  const { kind } = resolveRoute(routes, route);
  return kind === 'page' || kind === 'redirect' || kind === 'unknown';
}

/**
 * Follows in the app the links of a view still over the server's HTML
 * (lib/remotes/view-needs.ts): React does not handle a click in HTML it has
 * not hydrated, and the browser would load a new document. One listener on
 * the document, in the capture phase, takes a plain left click on a link to
 * a page the routes in force resolve and navigates to it in the app, as the
 * area's own link would once hydrated. The browser keeps what is its own: a
 * click with a modifier key or another button, a link with a target or
 * download, one that asks for a reload (reloadAttribute), to another origin
 * (mailto:, tel: included), or to the same page (an anchor, another query).
 */
export function followLinksInApp(navigate: (to: string) => void, routes: () => SiteRoutes): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || !waitingViewAt(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.hasAttribute(reloadAttribute)) return;
    const route = linkRoute(link);
    if (route === undefined) return;
    // The same page (another anchor, or another query: the server's HTML
    // for it): an update that kept the waiting view would wait for its code.
    if (new URL(link.href).pathname === window.location.pathname) return;
    if (!inApp(routes(), route)) return;
    const url = new URL(link.href);
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  document.addEventListener('click', onClick, { capture: true });
  return () => document.removeEventListener('click', onClick, { capture: true });
}
