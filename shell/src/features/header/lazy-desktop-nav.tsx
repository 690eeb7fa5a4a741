import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useHydrated } from 'shared-ui';
import { desktopNavQuery, loadDesktopNav, loadedDesktopNav } from './desktop-nav-loader';

/** Resolves once the screen is wide enough to show the desktop navigation. */
function whenWide(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(desktopNavQuery);
    if (query.matches) return resolve();
    const change = () => {
      if (!query.matches) return;
      query.removeEventListener('change', change);
      resolve();
    };
    query.addEventListener('change', change);
  });
}

/**
 * Loads the desktop navigation when the screen shows it. A failed load (the
 * network dropped) waits for the next widening: the menu button and the
 * footer's links still lead everywhere.
 */
const loadWhenWide = async (): Promise<{ default: ComponentType }> => {
  for (;;) {
    await whenWide();
    const Nav = await loadDesktopNav().catch(() => undefined);
    if (Nav) return { default: Nav };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

const DesktopNavWhenWide = lazy(loadWhenWide);

/**
 * The desktop navigation, on screens wide enough to show it (see
 * desktop-nav-loader.ts). Every page's server HTML has it (CSS hides it
 * on narrow screens): on a wide screen it was loaded before hydration and
 * hydrates at once; on a narrow one its HTML stays, unhydrated, until the
 * window grows wide.
 */
export function LazyDesktopNav() {
  // Chosen once: a boundary that keeps server HTML must not change children.
  const [Nav] = useState<ComponentType>(() => loadedDesktopNav() ?? DesktopNavWhenWide);
  // On a narrow screen, once the page is hydrated, the navigation's hidden
  // server HTML gives way to an empty boundary (a new key) that waits for a
  // wide window. Kept unhydrated, it would hold up every navigation in the
  // app: each one changes the location its links read, and React finishes a
  // navigation only once every boundary that reads it is hydrated.
  const serverHtmlDropped = useHydrated() && Nav === DesktopNavWhenWide;
  return (
    <Suspense key={serverHtmlDropped ? 'client' : 'server'} fallback={null}>
      <Nav />
    </Suspense>
  );
}
