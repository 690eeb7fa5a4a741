import { StrictMode, useLayoutEffect } from 'react';
import { finishPrerenderHandover } from '../features/prerender/prerendered-page';
import { App } from './app';

/**
 * The app as rendered into #root. Its first commit replaces a pre-rendered
 * page: the build's head tags go, a hidden page shows.
 */
export function Root() {
  useLayoutEffect(finishPrerenderHandover, []);
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
