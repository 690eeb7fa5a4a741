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
export function RemoteView(props: RemoteViewProps) {
  const rendersFrame = useRendersFrame();
  // Fixed for the view's life: whether it started over the server's HTML, and whether that HTML was the notice.
  const [overServerHtml] = useState(isHydrating);
  const [missing] = useState(() => overServerHtml && fragmentMissing(props.id));
  if (rendersFrame || missing) return <MissingNotice id={props.id} compact={props.compact} inFrame={rendersFrame} />;
  return overServerHtml ? <OverServerHtml {...props} /> : <AfterNavigation {...props} />;
}

/**
 * In Node, the remote's own HTML goes here, or this notice when the server cannot get it (see fragment-slots.ts).
 * Over server HTML that has the notice instead (the server could not get the module's HTML), the notice is hydrated
 * as it is: its Retry is a link that asks the server for the page again.
 */
function MissingNotice({ id, compact, inFrame }: { id: string; compact?: boolean; inFrame: boolean }) {
  const notice = <RemoteFallback compact={compact} missing={id} retrying={false} onRetry={noRetry} />;
  return <Suspense fallback={null}>{inFrame ? <FrameSlot id={id} notice={notice} /> : notice}</Suspense>;
}

const noRetry = () => undefined;

/**
 * The view over the server's HTML: a boundary keeps that HTML, its code not even requested, until the view is
 * needed; then the module loads and hydrates it. If the code cannot load, the HTML stays under a notice whose retry
 * loads it again.
 */
function OverServerHtml({ id, route, compact, loading, region = mainContent }: RemoteViewProps) {
  const [kept, setKept] = useState(false);
  // Already loaded: rendered at once. Else a lazy that waits for the load this view starts when it is needed.
  const { Remote, attempt, retrying, setRetrying, begin, renderAgain } = useRetriedRemote(
    id,
    route,
    () => loadedRemoteModule(id, route)?.default ?? lazy(() => whenRemoteModuleLoaded(id)),
  );
  const content = useRemoteContent(Remote, id, { compact, loading, region });
  useCodeWhenNeeded(id, route, region, setKept);
  const rememberFocus = useFocusAfterRetry(retrying, `${kept}:${attempt}`);

  /** The code failed, the HTML kept: loaded, the waiting boundary hydrates the HTML it kept. */
  const retryKept = async () => {
    if (!(await begin(rememberFocus))) return;
    const loaded = await loadRemoteModule(id, route).then(
      () => true,
      () => false,
    );
    setKept(!loaded);
    setRetrying(false);
  };
  // Each retry reports its own failures (a notice or message); nothing waits for it.
  return (
    <>
      {kept && <RemoteFallback compact={compact} kept retrying={retrying} onRetry={() => void retryKept()} />}
      <ViewBoundary {...{ id, attempt, compact, retrying }} onRetry={() => void renderAgain(rememberFocus)}>
        {content}
      </ViewBoundary>
    </>
  );
}

/**
 * The view after a navigation in the app: loading shows a placeholder (until `requested`, for a home block not yet
 * near the viewport), a failure a message whose retry loads the module again without a reload.
 */
function AfterNavigation({ id, route, compact, loading, requested = true, region = mainContent }: RemoteViewProps) {
  // Already loaded (seen earlier): rendered at once, without a loading state in between.
  const { Remote, attempt, retrying, renderAgain } = useRetriedRemote(
    id,
    route,
    () => loadedRemoteModule(id, route)?.default ?? lazy(() => loadRemoteModule(id, route)),
  );
  const content = useRemoteContent(Remote, id, { compact, loading, region });
  const rememberFocus = useFocusAfterRetry(retrying, attempt);
  if (!requested) return loading ?? <RemoteLoading compact={compact} />;
  return (
    <ViewBoundary {...{ id, attempt, compact, retrying }} onRetry={() => void renderAgain(rememberFocus)}>
      {content}
    </ViewBoundary>
  );
}

/** The view's error boundary, new for each attempt, whose message offers the retry. */
function ViewBoundary({
  id,
  attempt,
  compact,
  retrying,
  onRetry,
  children,
}: {
  id: string;
  attempt: number;
  compact?: boolean;
  retrying: boolean;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <RemoteErrorBoundary
      key={`${id}:${attempt}`}
      remoteId={id}
      fallback={<RemoteFallback compact={compact} retrying={retrying} onRetry={onRetry} />}
    >
      {children}
    </RemoteErrorBoundary>
  );
}

/**
 * The view's component and its retries. `begin` starts one: focus remembered, where the remote is asked first (a
 * page whose remote moved is asked for again: false). `renderAgain` renders the view again from a fresh load in a
 * new boundary: React.lazy keeps a rejected import.
 */
function useRetriedRemote(id: string, route: string | undefined, first: () => ComponentType) {
  const [Remote, setRemote] = useState<ComponentType>(first);
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const begin = async (rememberFocus: () => void) => {
    rememberFocus();
    setRetrying(true);
    return !(await movedSincePageWasComposed(id));
  };
  const renderAgain = async (rememberFocus: () => void) => {
    if (!(await begin(rememberFocus))) return;
    setRetrying(false);
    setAttempt((value) => value + 1);
    setRemote(() => lazy(() => loadRemoteModule(id, route)));
  };
  return { Remote, attempt, retrying, setRetrying, begin, renderAgain };
}

/**
 * The module's view in its Suspense boundary, marked once hydrated. The same element on every render: a boundary
 * still holding server HTML that receives new children gives the HTML up for its fallback.
 */
function useRemoteContent(
  Remote: ComponentType,
  id: string,
  { compact, loading, region }: Pick<RemoteViewProps, 'compact' | 'loading'> & { region: () => HTMLElement | null },
) {
  const onHydrated = useCallback(() => viewHydrated(id), [id]);
  return useMemo(
    () => (
      <Suspense fallback={loading ?? <RemoteLoading compact={compact} />}>
        <Remote />
        <HydratedMark region={region} onHydrated={onHydrated} />
      </Suspense>
    ),
    [Remote, loading, compact, region, onHydrated],
  );
}

/**
 * Over server HTML, the view waits for its code until it is needed (and its code not here already): then it starts
 * the module's load, and a failure sets `kept` (the HTML stays, under a notice).
 */
function useCodeWhenNeeded(
  id: string,
  route: string | undefined,
  region: () => HTMLElement | null,
  setKept: (kept: boolean) => void,
) {
  const needed = useViewNeeded(id);
  useEffect(() => {
    if (loadedRemoteModule(id, route)) return undefined;
    return waitForCode(id, region);
  }, [id, route, region]);
  useEffect(() => {
    if (!needed || loadedRemoteModule(id, route)) return undefined;
    let current = true;
    loadRemoteModule(id, route).catch(() => {
      if (!current) return;
      setKept(true);
      viewKept(id);
    });
    return () => {
      current = false;
    };
  }, [needed, id, route, setKept]);
}

/**
 * Where focus goes when Retry's button gives way (to the content, or to a new message): the block it sat in, else
 * the page's main content. Returns the call that remembers it as a retry starts; once `retrying` is over and
 * `outcome` (what the retry changed) is set, focus goes there if it was lost.
 */
function useFocusAfterRetry(retrying: boolean, outcome: unknown) {
  const host = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const target = host.current;
    if (!target || retrying) return;
    host.current = null;
    if (!focusLost(document.activeElement)) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [retrying, outcome]);
  return () => {
    const from = document.activeElement;
    host.current = (from?.closest<HTMLElement>('[data-remote-block]') ?? document.getElementById('main')) || null;
  };
}

/**
 * A retry first asks where the remote is now (its module forgotten): redeployed elsewhere since this page was
 * composed, the page itself is asked for again (true).
 */
async function movedSincePageWasComposed(id: string): Promise<boolean> {
  forgetRemoteModule(id);
  const moved = await resetRemote(id.split('/')[0] ?? id).catch(() => false);
  if (moved) window.location.reload();
  return moved;
}
