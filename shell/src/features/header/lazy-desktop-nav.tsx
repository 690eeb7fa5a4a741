import { useEffect, useState } from 'react';
import { desktopNavQuery, loadDesktopNav, loadedDesktopNav } from './desktop-nav-loader';

/** The desktop navigation, on screens wide enough to show it (see desktop-nav-loader.ts). */
export function LazyDesktopNav() {
  const [Nav, setNav] = useState(loadedDesktopNav);

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
