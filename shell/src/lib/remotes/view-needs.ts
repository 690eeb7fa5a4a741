import { useSyncExternalStore } from 'react';

/**
 * Which areas' views the visitor needs the code of, and which views still
 * wait for it over the server's HTML.
 *
 * A view over server HTML (a page of an area opened directly, a home block)
 * stays as the server sent it, its code not even requested, until something
 * needs it: the visitor's intent on one of its interactive parts, a part
 * coming near the viewport, or a switch of language (features/remotes/intent.ts).
 * Its links work meanwhile (features/remotes/in-app-links.ts).
 */

const needed = new Set<string>();
const listeners = new Set<() => void>();

/** The visitor needs this view's code now: RemoteView starts its load. */
export function needView(id: string): void {
  if (needed.has(id)) return;
  needed.add(id);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the view's code is needed yet (RemoteView, which loads it then). */
export const useViewNeeded = (id: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => needed.has(id),
    () => false,
  );

interface WaitingView {
  /** Where the view's server HTML is: its block's wrapper, or the page's main content. */
  region: () => Element | null;
  /** Resolves true once the view is hydrated, false if its code failed and its HTML stays under a notice. */
  settled: Promise<boolean>;
  settle: (hydrated: boolean) => void;
}

const waiting = new Map<string, WaitingView>();

/** A view over server HTML waits for its code; returns the call that withdraws it (unmounted). */
export function waitForCode(id: string, region: () => Element | null): () => void {
  let settle: (hydrated: boolean) => void = () => undefined;
  const settled = new Promise<boolean>((resolve) => (settle = resolve));
  const view: WaitingView = { region, settled, settle };
  waiting.set(id, view);
  return () => {
    if (waiting.get(id) === view) waiting.delete(id);
    view.settle(true);
  };
}

/** The view is hydrated: it no longer waits. */
export function viewHydrated(id: string): void {
  const view = waiting.get(id);
  if (!view) return;
  waiting.delete(id);
  view.settle(true);
}

/** The view's code failed: its HTML stays, under a notice, still waiting. */
export const viewKept = (id: string): void => waiting.get(id)?.settle(false);

/** Whether a view of this module waits for its code on the page. */
export const isWaiting = (id: string): boolean => waiting.has(id);

/** The waiting view whose server HTML holds `node`, the innermost one (a block inside a page). */
export function waitingViewAt(node: Node): string | undefined {
  let found: { id: string; region: Element } | undefined;
  for (const [id, view] of waiting) {
    const region = view.region();
    if (region?.contains(node) && (!found || found.region.contains(region))) found = { id, region };
  }
  return found?.id;
}

/**
 * Loads the code of every view still waiting and resolves once each is
 * hydrated (true), or false if one could not be (its code failed): a switch
 * of language calls this first, since a view's server HTML hydrates only in
 * the language it was written in, and an update that reaches a view still
 * waiting would wait for its code.
 */
export function hydrateWaitingViews(): Promise<boolean> {
  const views = [...waiting.entries()];
  for (const [id] of views) needView(id);
  return Promise.all(views.map(([, view]) => view.settled)).then((hydrated) => hydrated.every(Boolean));
}
