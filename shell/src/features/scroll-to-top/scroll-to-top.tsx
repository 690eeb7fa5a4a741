import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change starts at the top of the page (in-page #anchors excepted). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
