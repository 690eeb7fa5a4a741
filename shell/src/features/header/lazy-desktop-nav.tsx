import { useEffect, useState, type ComponentType } from 'react';

/**
 * The desktop navigation (Radix NavigationMenu, about 14 KB gzip) is shown
 * only from the xl breakpoint up (shared-ui/src/styles/_mixins.scss). Phones
 * and tablets never download it; wide screens load it before the first
 * render (see bootstrap.tsx) or as soon as the window grows that wide.
 */
export const desktopNavQuery = '(min-width: 1280px)';

let loaded: ComponentType | undefined;
let pending: Promise<ComponentType> | undefined;

function isWide() {
  return typeof window.matchMedia === 'function' && window.matchMedia(desktopNavQuery).matches;
}

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
  return isWide() ? loadDesktopNav().catch(() => undefined) : Promise.resolve();
}

export function LazyDesktopNav() {
  const [Nav, setNav] = useState(() => loaded);

  useEffect(() => {
    if (Nav || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(desktopNavQuery);
    let active = true;
    const load = () => {
      if (!query.matches) return;
      loadDesktopNav().then(
        (component) => active && setNav(() => component),
        // The shell's own chunk, from the entry's origin: failing here means
        // the network dropped; the footer's links still lead everywhere.
        () => undefined,
      );
    };
    load();
    query.addEventListener('change', load);
    return () => {
      active = false;
      query.removeEventListener('change', load);
    };
  }, [Nav]);

  return Nav ? <Nav /> : null;
}
