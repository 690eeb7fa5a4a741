import { useEffect, useRef } from 'react';
import { useRoutePath } from 'shared-ui';
import { focusLost } from '../../lib/focus-lost';

/**
 * After a navigation in the app, focus that was lost goes to the new page's
 * main content rather than to <body>, where the next Tab would start from
 * the top of the page: the link chosen sat in the phone menu, which closed.
 * Focus that is still on something visible (a header link) stays there.
 */
export function FocusAfterNavigation() {
  const path = useRoutePath();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusLost(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);
  return null;
}
