import { useEffect } from 'react';

/** The attribute a view's region carries once React owns its HTML: the exposed module's id. */
const hydratedAttribute = 'data-hydrated';

/**
 * Rendered beside a remote view, inside its Suspense boundary: its effect
 * runs once React has hydrated (or rendered) the view, and marks the view's
 * region with hydratedAttribute, for the tests and the bench, until the view
 * goes. Renders nothing, so the HTML it sits in is the view's alone.
 */
export function HydratedMark({
  region,
  onHydrated,
}: {
  region: () => HTMLElement | null;
  onHydrated: () => void;
}): null {
  useEffect(() => {
    const element = region();
    element?.setAttribute(hydratedAttribute, '');
    onHydrated();
    return () => element?.removeAttribute(hydratedAttribute);
  }, [region, onHydrated]);
  return null;
}
