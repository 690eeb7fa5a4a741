import type { ComponentType } from 'react';

/**
 * The desktop navigation (Radix NavigationMenu) shows from the xl breakpoint
 * up, in em like `text-up(xl)` of shared-ui/src/styles/_mixins.scss, so that
 * larger text gets the menu button instead. Phones and tablets never
 * download it; wide screens load it before the first render (bootstrap.tsx)
 * or when the window grows that wide (LazyDesktopNav). No React here:
 * start-up imports this before React.
 */
export const desktopNavQuery = '(min-width: 80em)';

let loaded: ComponentType | undefined;
let pending: Promise<ComponentType> | undefined;

export const loadedDesktopNav = (): ComponentType | undefined => loaded;

const isDesktopNavShown = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(desktopNavQuery).matches;

export function loadDesktopNav(): Promise<ComponentType> {
  pending ??= import('./desktop-nav').then(
    (module) => (loaded = module.DesktopNav),
    (error: unknown) => {
      pending = undefined; // the next resize or page tries again
      throw error;
    },
  );
  return pending;
}

/** Starts loading the desktop navigation when the screen shows it; resolves once it is ready. */
export function preloadDesktopNav(): Promise<unknown> {
  return isDesktopNavShown() ? loadDesktopNav().catch(() => undefined) : Promise.resolve();
}
