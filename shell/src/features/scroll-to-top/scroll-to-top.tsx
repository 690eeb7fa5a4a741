import { useLayoutEffect } from 'react';
import { useRoutePath } from 'shared-ui';

/**
 * Every route change starts at the top of the page (in-page #anchors
 * excepted); switching language stays on the same page, at the same place.
 */
export function ScrollToTop() {
  const path = useRoutePath();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);
  return null;
}
