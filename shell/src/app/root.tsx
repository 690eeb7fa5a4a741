import { StrictMode, useEffect } from 'react';
import { finishFirstRender } from '../lib/hydration';
import { App } from './app';

/** The app as rendered into #root: hydrated over the server's HTML, or rendered (development). */
export function Root() {
  useEffect(finishFirstRender, []);
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
