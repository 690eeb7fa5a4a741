import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders a page's HTML in Node and while the browser
 * hydrates it; true from the render after. What only the browser knows (the
 * URL's query and hash) is shown from then on, so that the first client
 * render equals the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
