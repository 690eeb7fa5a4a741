// What goes wrong on a page, kept from the page's start: the reporter
// (field-reporter.ts) loads only once the page is hydrated, so that the
// first load does not grow by it, and turns what was kept here, and all that
// follows, into reports. This part is in the entry: a few listeners and an array.
//
// A visitor who objects to the reports (the privacy page's switch, or Global
// Privacy Control: field/objection) gets none: nothing is kept, the reporter
// is not loaded, and one that runs already stops and drops what it holds.
// Turned back on, the page reports again.
import { onReportsObjectionChange, reportsAllowed } from 'field/objection';

/** One thing gone wrong, as it happened; `path` is the page's at that moment. */
export type Captured =
  | { kind: 'error' | 'rejection'; path: string; error: unknown; source?: string; line?: number; column?: number }
  /** React recovered from it by rendering again in the browser (a hydration mismatch among them). */
  | { kind: 'recoverable'; path: string; error: unknown }
  /** A remote's component threw while rendering; its error boundary showed the message and Retry. */
  | { kind: 'caught'; path: string; id: string; error: unknown }
  /** A remote's module did not load (it failed, or passed its deadline); the view showed the message and Retry. */
  | { kind: 'remote'; path: string; id: string; error: unknown };

type Report = (captured: Captured) => void;

/** What a caller says: the path is the page's now unless given. */
type Capturing = Captured extends infer C ? (C extends Captured ? Omit<C, 'path'> & { path?: string } : never) : never;

/** The remotes whose code this page asked for (loadRemoteModule): its report counts the page load for them. */
const requested = new Set<string>();

/** Notes that the page asked for a remote's code, by its federation name. */
export const noteRequested = (remote: string) => void requested.add(remote);

/** The remotes whose code the page has asked for so far. */
export const requestedRemotes = (): readonly string[] => [...requested];

/** Kept until the reporter takes over; bounded, since a page in a loop of errors must not fill memory. */
const kept: Captured[] = [];
let report: Report | undefined;

/** What was captured already: one error object is one report, whoever catches it next (a boundary after its load). */
const seen = new WeakSet<object>();

export function capture(captured: Capturing): void {
  if (!reportsAllowed()) return;
  const { error } = captured;
  if (error !== null && typeof error === 'object') {
    if (seen.has(error)) return;
    seen.add(error);
  }
  const item = { ...captured, path: captured.path ?? window.location.pathname };
  if (report) report(item);
  else if (kept.length < 50) kept.push(item);
}

/** Listens for uncaught errors and unhandled rejections: called first thing at start-up. */
export function captureUncaught(): void {
  window.addEventListener('error', (event) =>
    capture({
      kind: 'error',
      error: event.error ?? event.message,
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    }),
  );
  window.addEventListener('unhandledrejection', (event) => capture({ kind: 'rejection', error: event.reason }));
}

let loading = false;

function loadReporter(): void {
  if (loading || !reportsAllowed()) return;
  loading = true;
  import('./field-reporter')
    .then(({ startReporter }) => {
      report = startReporter(kept.splice(0));
    })
    // Reports are never worth a visitor's error: without the reporter, the page works as before.
    .catch(() => undefined);
}

/**
 * Loads the reporter, which measures the Web Vitals and sends what was kept,
 * unless the visitor objects; then waits for the objection to be lifted.
 * Production only: a development server has no collector behind it.
 */
export function startFieldReports(): void {
  if (process.env.NODE_ENV !== 'production') return;
  onReportsObjectionChange(() => {
    if (reportsAllowed()) loadReporter();
    else kept.length = 0;
  });
  if (reportsAllowed()) loadReporter();
  else kept.length = 0;
}
