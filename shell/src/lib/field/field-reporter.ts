// The page's field reports (issue [field]; docs/field-reports.md, "What a page reports"): its Web
// Vitals from the web-vitals library, with their attribution, and what went
// wrong (field-capture.ts), each naming the route, the language, the area
// whose code it concerns and that area's release. Loaded once the page is
// hydrated. Sent with navigator.sendBeacon in batches when the page is hidden
// or left (or a batch is full), to the collector behind /api/field. Nothing
// identifies the visitor: no cookie, nothing stored, no address as typed, and
// messages are scrubbed (field/scrub). Nothing is sent while the visitor
// objects (field/objection): the moment they do, what is held is dropped.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { FieldBatch, FieldEvent } from 'field/schema';
import { areaOfRemote, fieldEventsPath, maxBatchBytes, maxBatchEvents, notFoundRouteName } from 'field/contract';
import { scriptPath, scrubMessage } from 'field/scrub';
import { onReportsObjectionChange, reportsAllowed } from 'field/objection';
import { resolveRoute, splitLocalizedPath, type SiteRoutes } from 'shared-ui/site';
import { loadSiteRoutes } from '../site-routes/site-routes';
import { loadRemotesConfig, type RemotesConfig } from '../remotes/remotes-config';
import { pageData, shellReleaseMeta } from '../page-data';
import { requestedRemotes, type Captured } from './field-capture';

/** An event before it is batched: the page it happened on. */
interface Pending {
  path: string;
  /** None: the page load's report alone. */
  event: FieldEvent | undefined;
}

/** The most error events one page sends: a page in a loop of errors says so without flooding anyone. */
const maxErrorEvents = 25;

/** This page load's identity: random, in this page's memory alone, gone with it. */
function newPageId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A coarse class from the viewport and pointer, never a model. */
function deviceClass(): FieldBatch['device'] {
  if (window.matchMedia('(max-width: 599px)').matches) return 'phone';
  if (window.matchMedia('(max-width: 1023px) and (pointer: coarse)').matches) return 'tablet';
  return 'desktop';
}

/** The text of what was thrown, scrubbed: its name and message, never its stack's addresses. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return scrubMessage(`${error.name}: ${error.message}`);
  if (typeof error === 'string') return scrubMessage(error);
  return scrubMessage(Object.prototype.toString.call(error));
}

/** Whether a remote's load failed by its deadline (an aborted fetch, a script or chunk that timed out). */
const timedOut = (error: unknown) =>
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  (error instanceof Error && /time(?:d)? ?out/i.test(`${error.name} ${error.message}`));

export function startReporter(kept: Captured[]): (captured: Captured) => void {
  const origin = window.location.origin;
  const landing = window.location.pathname;
  const device = deviceClass();
  const shellRelease =
    document.querySelector<HTMLMetaElement>(`meta[name="${shellReleaseMeta}"]`)?.content || 'unknown';
  let routes: SiteRoutes | undefined;
  let remotesConfig: RemotesConfig = {};
  const queue: Pending[] = [];
  /** What was sent already: an error or a remote's failure is said once per page. */
  const sent = new Set<string>();
  const page = newPageId();
  /** Each area's release on the page and its role there (the canary's, or the stable release), from the page's data. */
  const releases: Extract<FieldBatch, { v: 2 }>['releases'] = {};
  for (const [name, { release }] of Object.entries(pageData()?.remotes ?? {})) {
    const area = areaOfRemote.get(name);
    if (area && area !== 'shell')
      releases[area] = { release, role: pageData()?.canaries?.includes(name) ? 'canary' : 'stable' };
  }
  /** The areas whose code the page had asked for when its report was last sent: a page load reports again when they change. */
  let requestedSent: string | undefined;

  /** The area and release of a remote, by its federation name: the release the page's data names. */
  const remoteOrigin = (name: string) => {
    const area = areaOfRemote.get(name);
    const release = pageData()?.remotes[name]?.release;
    return area && release ? { area, release } : undefined;
  };
  const shell = () => ({ area: 'shell' as const, release: shellRelease });

  /** A path's route (a page of the routes in force, or the not-found page) and the area that owns it. */
  const routeOf = (path: string) => {
    const { path: route } = splitLocalizedPath(path);
    const resolved = routes ? resolveRoute(routes, route) : undefined;
    if (resolved?.kind === 'page') return { route, owner: remoteOrigin(resolved.area) ?? shell() };
    if (resolved?.kind === 'shell' && route === '/') return { route, owner: shell() };
    return { route: notFoundRouteName, owner: shell() };
  };

  /** The area a script belongs to: the remote whose release serves it, else the shell. */
  const ownerOfScript = (source: string | undefined) => {
    if (source)
      for (const [name, manifest] of Object.entries(remotesConfig))
        if (source.startsWith(new URL('.', new URL(manifest, origin)).href)) return remoteOrigin(name) ?? shell();
    return shell();
  };

  function flush() {
    const requested = requestedRemotes().flatMap((name) => {
      const area = areaOfRemote.get(name);
      return area && area !== 'shell' ? [area] : [];
    });
    // The page load's report, once and again when it asked for more code since: with its events or alone.
    const loadReport = requested.join() !== requestedSent;
    if ((queue.length === 0 && !loadReport) || !routes || !reportsAllowed()) return;
    requestedSent = requested.join();
    if (queue.length === 0) queue.push({ path: landing, event: undefined });
    const groups = new Map<string, FieldEvent[]>();
    for (const { path, event } of queue.splice(0)) {
      const { route } = routeOf(path);
      const key = `${splitLocalizedPath(path).language} ${route}`;
      groups.set(key, [...(groups.get(key) ?? []), ...(event ? [event] : [])]);
    }
    for (const [key, events] of groups) {
      const [language = 'en', route = notFoundRouteName] = key.split(' ');
      for (let start = 0; start === 0 || start < events.length; start += maxBatchEvents) {
        const batch: FieldBatch = {
          v: 2,
          route,
          language: language as FieldBatch['language'],
          device,
          page,
          releases,
          requested,
          events: events.slice(start, start + maxBatchEvents),
        };
        let body = JSON.stringify(batch);
        // Too large only with many long messages: the last events are left out until it fits, rather than the
        // batch refused whole, so the page load and its first faults still count.
        while (body.length > maxBatchBytes && batch.events.length > 0) {
          batch.events = batch.events.slice(0, -1);
          body = JSON.stringify(batch);
        }
        navigator.sendBeacon(fieldEventsPath, new Blob([body], { type: 'application/json' }));
      }
    }
  }

  function add(path: string, event: FieldEvent) {
    if (!reportsAllowed()) return;
    queue.push({ path, event });
    if (queue.length >= maxBatchEvents) flush();
  }

  function report(captured: Captured) {
    let event: FieldEvent;
    if (captured.kind === 'remote') {
      const [name = '', module = ''] = captured.id.split('/');
      const from = remoteOrigin(name);
      if (!from) return;
      event = { type: 'remote', ...from, outcome: timedOut(captured.error) ? 'timeout' : 'failed', module };
      const key = `remote ${captured.id} ${event.outcome}`;
      if (sent.has(key)) return;
      sent.add(key);
    } else {
      const source = captured.kind === 'error' ? captured.source : undefined;
      const from =
        captured.kind === 'caught'
          ? (remoteOrigin(captured.id.split('/')[0] ?? '') ?? shell())
          : captured.kind === 'recoverable'
            ? routeOf(captured.path).owner
            : ownerOfScript(source);
      event = {
        type: 'error',
        ...from,
        kind: captured.kind === 'caught' ? 'error' : captured.kind,
        message: messageOf(captured.error),
        ...(source && scriptPath(source, origin) ? { source: scriptPath(source, origin) } : {}),
        ...(captured.kind === 'error' && captured.line ? { line: captured.line, column: captured.column ?? 0 } : {}),
      };
      const key = `${event.area} ${event.kind} ${event.message} ${event.source ?? ''}`;
      if (sent.has(key) || sent.size >= maxErrorEvents) return;
      sent.add(key);
    }
    add(captured.path, event);
  }

  function vital(metric: MetricWithAttribution) {
    if (vitalsVoid) return;
    const { owner } = routeOf(landing);
    const attribution = metric.attribution as {
      target?: string;
      interactionTarget?: string;
      largestShiftTarget?: string;
    };
    const target = (attribution.target ?? attribution.interactionTarget ?? attribution.largestShiftTarget)?.slice(
      0,
      200,
    );
    add(landing, {
      type: 'vital',
      ...owner,
      name: metric.name,
      value: Math.min(metric.value, 600_000),
      rating: metric.rating,
      navigationType: metric.navigationType,
      ...(target ? { target } : {}),
    });
  }

  // What happened before, and the vitals (the library reads what the browser buffered since the
  // page's start): reported once the routes and remotes the page was composed with are read.
  const pending = [...kept];
  /**
   * Whether the visitor objected while this page was measured: web-vitals cannot be stopped, and its values from
   * then on mix in the time they objected, so the page's vitals stay unsent even once the objection is lifted.
   */
  let vitalsVoid = false;
  onReportsObjectionChange(() => {
    if (reportsAllowed()) return;
    vitalsVoid = true;
    queue.length = 0;
    pending.length = 0;
  });
  void Promise.all([loadSiteRoutes(), loadRemotesConfig().catch(() => ({}))]).then(([siteRoutes, config]) => {
    routes = siteRoutes;
    remotesConfig = config;
    for (const captured of pending.splice(0)) report(captured);
    for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(vital);
    // Added after the library's own listeners, which report the last INP and CLS when the page is hidden:
    // this flush, on the same event, then sends them. On leaving, pagehide comes first and sends the rest.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
    window.addEventListener('pagehide', flush);
  });

  return (captured) => {
    if (!reportsAllowed()) return;
    if (routes) report(captured);
    else pending.push(captured);
  };
}
