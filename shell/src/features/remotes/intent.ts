import { partAttribute, partNeedAttribute, resolveRoute, splitLocalizedPath, type SiteRoutes } from 'shared-ui/site';
import { prefetchRemoteModule } from '../../lib/remotes/load-remote-module';
import { isWaiting, needView, waitingViewAt } from '../../lib/remotes/view-needs';

/** How far below the viewport a part that needs its code near it starts loading it. */
const nearViewport = '400px 0px';

/** The same-origin page a link leads to, as a route path, or undefined (another host, a file, mailto:). */
export function linkRoute(link: HTMLAnchorElement): string | undefined {
  if (!link.hasAttribute('href')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return splitLocalizedPath(url.pathname).path;
}

/** Whether a link leads to the page shown (its path and query), another place of it at most. */
function samePage(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, window.location.href);
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/** The interactive part (shared-ui/site's interactivePart) that holds `node`, and what it needs. */
const partAt = (node: Element) => node.closest(`[${partAttribute}]`);

/** The visitor shows intent on `target`: the part it is in needs its view's code, a link its page's. */
function intentOn(target: EventTarget | null, routes: () => SiteRoutes): void {
  if (!(target instanceof Element)) return;
  const part = partAt(target);
  if (part?.getAttribute(partNeedAttribute) === 'intent') {
    const view = waitingViewAt(part);
    if (view) needView(view);
  }
  const link = target.closest('a');
  const route = link ? linkRoute(link) : undefined;
  // A link to this very page (an anchor of it, the skip link) needs no code.
  if (route === undefined || samePage(link!)) return;
  const resolved = resolveRoute(routes(), route);
  if (resolved.kind !== 'page') return;
  // A page of the module shown here (its other language, a sibling page): its code is this view's
  // too, so the view loads it now, once, and says so if it cannot.
  if (isWaiting(resolved.id)) needView(resolved.id);
  else prefetchRemoteModule(resolved.id, route);
}

/**
 * Loads code when the visitor needs it, for the views still over the
 * server's HTML (lib/remotes/view-needs.ts), which React does not listen to
 * yet: the listeners are the document's, in the capture phase.
 *
 * - Intent (pointer over, focus, touch) on an interactive part that needs
 *   its code on intent loads its view's code; on a link, the code of the
 *   page it leads to, so that a click finds it loading already.
 * - A part that needs its code near the viewport loads it when it comes
 *   within 400 px; one that needs it now, at once.
 *
 * Called after the first commit (the views have said what waits); returns
 * the call that removes the listeners.
 */
export function listenForNeeds(routes: () => SiteRoutes): () => void {
  const onIntent = (event: Event) => intentOn(event.target, routes);
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  const stopIntents = () => {
    for (const type of intents) document.removeEventListener(type, onIntent, { capture: true });
  };
  // A field focused before the listeners were there: the visitor is typing already.
  intentOn(document.activeElement, routes);

  const parts = [...document.querySelectorAll(`[${partAttribute}]`)];
  const needOf = (part: Element) => {
    const view = waitingViewAt(part);
    if (view) needView(view);
  };
  for (const part of parts) if (part.getAttribute(partNeedAttribute) === 'now') needOf(part);
  const nearing = parts.filter((part) => part.getAttribute(partNeedAttribute) === 'visible');
  if (nearing.length === 0) return stopIntents;
  if (typeof IntersectionObserver === 'undefined') {
    nearing.forEach(needOf);
    return stopIntents;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        needOf(entry.target);
      }
    },
    { rootMargin: nearViewport },
  );
  for (const part of nearing) observer.observe(part);
  return () => {
    stopIntents();
    observer.disconnect();
  };
}
