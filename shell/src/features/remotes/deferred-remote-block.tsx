import { useCallback, useEffect, useRef, useState } from 'react';
import { isHydrating } from '../../lib/hydration';
import { loadedRemoteModule } from '../../lib/remotes/load-remote-module';
import { RemoteView } from './remote-view';
import { useRendersFrame } from './fragment-slots';

export interface DeferredRemoteBlockProps {
  /** Exposed module id, e.g. "remote_services/HomeServiceOverview". */
  id: string;
}

/** How far below the viewport a block reached in the app starts loading. */
const deferredBlockMargin = '400px 0px';

/** Marks a deferred block's wrapper (the e2e suite scrolls to each). */
const remoteBlockAttribute = 'data-remote-block';

/**
 * A remote block further down a page. Over the server's HTML, it is a view
 * like a page's: that HTML stays as it is, and its code loads only when the
 * visitor needs it (RemoteView). Reached by a navigation in the app, it has
 * no HTML yet: its code loads when it comes near the viewport, a placeholder
 * of its size holding its place until then.
 */
export function DeferredRemoteBlock({ id }: DeferredRemoteBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const region = useCallback(() => ref.current, []);
  const rendersFrame = useRendersFrame();
  const [overServerHtml] = useState(isHydrating);
  const [requested, setRequested] = useState(
    () =>
      rendersFrame ||
      overServerHtml ||
      loadedRemoteModule(id) !== undefined ||
      typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (requested || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setRequested(true),
      { rootMargin: deferredBlockMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [requested]);

  return (
    <div ref={ref} {...{ [remoteBlockAttribute]: id }}>
      <RemoteView id={id} compact requested={requested} region={region} />
    </div>
  );
}
