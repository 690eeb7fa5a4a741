import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { isHydrating } from '../../lib/hydration';
import { focusLost } from '../../lib/focus-lost';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import {
  forgetRemoteModule,
  loadedRemoteModule,
  loadRemoteModule,
  whenRemoteModuleLoaded,
} from '../../lib/remotes/load-remote-module';
import { resetRemote } from '../../lib/remotes/remotes-config';
import { useViewNeeded, viewHydrated, viewKept, waitForCode } from '../../lib/remotes/view-needs';
import { FrameSlot, fragmentMissing, useRendersFrame } from './fragment-slots';
import { HydratedMark } from './hydrated-mark';

export interface RemoteViewProps {
  /** Exposed module id, e.g. "remote_services/ServicesPage". */
  id: string;
  /** For a page, its route (English path): the view's copy is the route's. */
  route?: string;
  /** Smaller loading and error states for blocks inside a page. */
  compact?: boolean;
  /**
   * What shows while the module loads; the loading placeholder by default.
   * The same element from render to render: a new one is new children for
   * the boundary, which would give up the server's HTML it holds.
   */
  loading?: ReactNode;
  /**
   * After a navigation in the app (no server HTML): false until the module
   * should load (a home block not yet near the viewport).
   */
  requested?: boolean;
  /** Where the view's HTML is (its block's wrapper), marked once hydrated; the page's main content by default. */
  region?: () => HTMLElement | null;
}

const mainContent = () => document.getElementById('main');

/**
 * Renders one remote component. Over the server's HTML, a Suspense boundary
 * keeps that HTML as it is, its code not even requested, until the visitor
 * needs it (lib/remotes/view-needs.ts: intent on one of its interactive
 * parts, a part near the viewport, a switch of language); then it loads the
 * module and hydrates the HTML. If the code cannot load, the HTML stays
 * readable under a notice whose retry hydrates it. After a navigation in the
 * app, loading shows a placeholder and a failure a message whose retry loads
 * the module again without a reload (a fresh lazy per attempt: React.lazy
 * keeps a rejected import). Once React owns the view's HTML, its region says
 * so (HydratedMark).
 */
export function RemoteView({ id, route, compact, loading, requested = true, region = mainContent }: RemoteViewProps) {
  const rendersFrame = useRendersFrame();
  const [overServerHtml] = useState(isHydrating);
  // Over server HTML that has the notice instead of the module's HTML (the
  // server could not get it from the remote): the notice is hydrated as it
  // is; its Retry asks the server for the page again.
  const [missing] = useState(() => overServerHtml && fragmentMissing(id));
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  // Over server HTML: the code failed to load, the HTML is still shown.
  const [kept, setKept] = useState(false);

  // Already loaded (before hydration, or seen earlier): rendered at once,
  // without a loading state in between. Each retry takes a new one: a fresh
  // lazy, since React.lazy keeps a rejected import.
  const newRemote = (): ComponentType =>
    loadedRemoteModule(id, route)?.default ??
    lazy(() => (overServerHtml ? whenRemoteModuleLoaded(id) : loadRemoteModule(id, route)));
  const [Remote, setRemote] = useState(newRemote);
  const onHydrated = useCallback(() => viewHydrated(id), [id]);
  // The same element on every render: a boundary still holding server HTML
  // that receives new children gives the HTML up for its fallback.
  const content = useMemo(
    () => (
      <Suspense fallback={loading ?? <RemoteLoading compact={compact} />}>
        <Remote />
        <HydratedMark region={region} onHydrated={onHydrated} />
      </Suspense>
    ),
    [Remote, loading, compact, region, onHydrated],
  );

  // Over server HTML, the view waits for its code until it is needed (and
  // its code not here already): then this view starts the module's load, and
  // shows a failure as a notice.
  const waits = overServerHtml && !missing;
  const needed = useViewNeeded(id);
  useEffect(() => {
    if (!waits || loadedRemoteModule(id, route)) return undefined;
    return waitForCode(id, region);
  }, [waits, id, route, region]);
  useEffect(() => {
    if (!waits || !needed || loadedRemoteModule(id, route)) return undefined;
    let current = true;
    loadRemoteModule(id, route).catch(() => {
      if (!current) return;
      setKept(true);
      viewKept(id);
    });
    return () => {
      current = false;
    };
  }, [waits, needed, id, route]);
  // Where focus goes when Retry's button gives way (to the content, or to a
  // new message): the block it sat in, else the page's main content.
  const focusAfterRetry = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const host = focusAfterRetry.current;
    if (!host || retrying) return;
    focusAfterRetry.current = null;
    if (!focusLost(document.activeElement)) return;
    if (!host.hasAttribute('tabindex')) host.tabIndex = -1;
    host.focus({ preventScroll: true });
  }, [retrying, attempt, kept]);

  const retry = async () => {
    const from = document.activeElement;
    focusAfterRetry.current =
      (from?.closest<HTMLElement>('[data-remote-block]') ?? document.getElementById('main')) || null;
    setRetrying(true);
    forgetRemoteModule(id);
    const moved = await resetRemote(id.split('/')[0] ?? id).catch(() => false);
    // Redeployed elsewhere since this page was composed: the page itself is asked for again.
    if (moved) return window.location.reload();
    if (overServerHtml) {
      // Loaded, the waiting boundary hydrates the HTML it kept.
      const loaded = await loadRemoteModule(id, route).then(
        () => true,
        () => false,
      );
      setKept(!loaded);
      setRetrying(false);
      return;
    }
    setRetrying(false);
    setAttempt((value) => value + 1);
    setRemote(() => newRemote());
  };
  // retry reports its own failures (a notice or message); nothing waits for it.
  const onRetry = () => void retry();

  // In Node, the remote's own HTML goes here, or this notice when the server cannot get it (see fragment-slots.ts).
  if (rendersFrame || missing) {
    const notice = <RemoteFallback compact={compact} missing={id} retrying={retrying} onRetry={onRetry} />;
    if (!rendersFrame) return <Suspense fallback={null}>{notice}</Suspense>;
    return (
      <Suspense fallback={null}>
        <FrameSlot id={id} notice={notice} />
      </Suspense>
    );
  }
  if (!overServerHtml && !requested) return loading ?? <RemoteLoading compact={compact} />;

  return (
    <>
      {kept && <RemoteFallback compact={compact} kept retrying={retrying} onRetry={onRetry} />}
      <RemoteErrorBoundary
        key={`${id}:${attempt}`}
        remoteId={id}
        fallback={<RemoteFallback compact={compact} retrying={retrying} onRetry={onRetry} />}
      >
        {content}
      </RemoteErrorBoundary>
    </>
  );
}
