import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { forgetRemoteModule, loadedRemoteModule, releaseRemoteModuleLoad, remoteModuleLoadForView } from './load-remote-module';
import { resetRemote } from './remotes-config';
import { fragmentToken, useRendersFrame } from './fragment-slots';

export interface RemoteViewProps {
  /** Exposed module id, e.g. "remote_services/ServicesPage". */
  id: string;
  /** Props passed to the remote component. */
  props?: Record<string, unknown>;
  /** Smaller loading and error states for blocks inside a page. */
  compact?: boolean;
  /** What shows while the module loads; the loading placeholder by default. */
  loading?: ReactNode;
}

/**
 * Renders one remote component. Loading shows a placeholder; a failure shows
 * a translated message with a retry that loads it again without reloading
 * the page. React.lazy keeps a rejected import, so each attempt gets its
 * own lazy component.
 */
export function RemoteView({ id, props, compact, loading }: RemoteViewProps) {
  const rendersFrame = useRendersFrame();
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const Remote = useMemo(
    () =>
      // Already loaded (preloaded before the first render, or seen earlier):
      // render it at once, without a loading state in between. Otherwise the
      // load started for this view (start-up, a deferred block), or a new one.
      (loadedRemoteModule(id)?.default ?? lazy(() => remoteModuleLoadForView(id))) as ComponentType<Record<string, unknown>>,
    // `attempt` is a dependency on purpose: each retry needs a fresh lazy.
    [id, attempt],
  );
  // Committed: this view holds its load, and a view mounted later (the
  // visitor comes back to the page) tries the remote afresh.
  useEffect(() => releaseRemoteModuleLoad(id), [id]);

  const retry = async () => {
    setRetrying(true);
    forgetRemoteModule(id);
    await resetRemote(id.split('/')[0] ?? id).catch(() => undefined);
    setRetrying(false);
    setAttempt((value) => value + 1);
  };

  // In Node, the remote's own HTML goes here (see fragment-slots.ts).
  if (rendersFrame) return <Suspense fallback={null}>{fragmentToken(id)}</Suspense>;

  return (
    <RemoteErrorBoundary
      key={`${id}:${attempt}`}
      remoteId={id}
      fallback={<RemoteFallback compact={compact} retrying={retrying} onRetry={retry} />}
    >
      <Suspense fallback={loading ?? <RemoteLoading compact={compact} />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
