// What the collector's database says, read for people and for tests: the
// 75th percentile of each Web Vital per route and language (the percentile
// Google's Core Web Vitals are judged at), each vital's daily p75 over the
// days kept, the errors seen most, grouped by area and release, the remotes
// that failed to load, the CSP violations, and what was dropped and why.
// Every table the collector writes is read, so a report that looks clean
// means the database is. Percentiles are by nearest rank, and every figure
// is computed in SQL, so a month of events is never loaded into memory.
import sqlite from 'node-sqlite3-wasm';
import type { EventRow } from '../collector/store';
import type { CanaryComparison, ReleaseFigures } from '../canary/compare';
import { verdictWords } from '../canary/rule';
import { vitalNames, type VitalName } from '../src/contract';

/** Each vital's thresholds of good and poor (web.dev), in its unit: milliseconds, or none for CLS. */
export const thresholds: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

interface VitalFigure {
  /** The 75th percentile (nearest rank): milliseconds, or for CLS a unitless score. */
  p75: number;
  /** How many measurements it is taken from. */
  count: number;
}

interface PageFigures {
  /** A route of the site without its language prefix (`/services`), or `(not-found)`. */
  route: string;
  language: string;
  /** Only the vitals measured on this page. */
  vitals: Partial<Record<VitalName, VitalFigure>>;
}

export interface DailyFigure extends VitalFigure {
  /** A UTC day, `YYYY-MM-DD`. */
  day: string;
}

/** Errors of one kind, message and script in one release of an area. */
interface ErrorGroup {
  area: string;
  release: string;
  kind: string;
  /** Scrubbed as stored. */
  message: string;
  /** The script's path on the site, or null when none was given or it was another origin's. */
  source: string | null;
  count: number;
}

/** The failures of one exposed module of one release of an area, with one outcome. */
interface RemoteGroup {
  area: string;
  release: string;
  /** The exposed module the page asked for (`ServicesPage`). */
  module: string;
  outcome: 'failed' | 'timeout';
  /** On how many routes it failed (both languages of a route count once). */
  routes: number;
  /** How many events. */
  count: number;
}

/** CSP violations alike in all but time, line and browser. */
interface CspGroup {
  /** The effective directive (`script-src-elem`). */
  directive: string;
  /** What was blocked: a keyword (`inline`, `eval`, `data`) or an origin and path; null when the browser named none. */
  blocked: string | null;
  /** The script that caused it, as a path of the site; null when none was given or it was another origin's. */
  source: string | null;
  route: string;
  language: string;
  /** `enforce` (blocked) or `report` (report-only: allowed, and reported). */
  disposition: string;
  count: number;
}

/** What was dropped for one reason, over the days kept (table dropped). */
interface DropCount {
  /** One of the collector's dropReasons (store.ts). */
  reason: string;
  /** Requests refused whole (malformed, invalid, too-large, rate-limited), or events and reports. */
  count: number;
  /** The first and last UTC day it was counted. */
  first: string;
  last: string;
}

export type EventType = EventRow['type'];

/**
 * The whole report, as `pnpm field-report --json` prints it (JSON.stringify
 * of this). Lists are most first where they have a count, ties in the order
 * of their text columns; the days are UTC days, `YYYY-MM-DD`.
 */
export interface FieldReport {
  /** The first and last day of anything kept (events, CSP reports, drop counts), or null when the database holds nothing. */
  days: { first: string; last: string } | null;
  /** All events kept. */
  events: number;
  /** The same per type: vitals, errors and remotes that failed (each type present, 0 when none). */
  eventsByType: Record<EventType, number>;
  /** The p75 of each vital per route and language, in order of route then language. */
  pages: PageFigures[];
  /** Each vital's p75 per day, in order of day (each vital present, [] when none). */
  daily: Record<VitalName, DailyFigure[]>;
  /** The error groups seen most (at most `topErrors` of readReport). */
  errors: ErrorGroup[];
  /** Every group of remotes that failed to load. */
  remotes: RemoteGroup[];
  /** All CSP violation reports kept. */
  cspReports: number;
  /** How many groups they make; more than csp.length when the list is cut. */
  cspGroups: number;
  /** The CSP violation groups seen most (at most `topCsp` of readReport). */
  csp: CspGroup[];
  /** Everything dropped, per reason (only those counted). */
  dropped: DropCount[];
  /** Each area with a canary now, its two releases side by side with the rule's verdict (given the deploy folder). */
  canaries: CanaryComparison[];
}

/** The p75 of `value` per group of `keys`: the row of rank ceil(3n/4) in each group. */
const p75Sql = (keys: string) => `
  WITH ranked AS (
    SELECT ${keys}, value,
      ROW_NUMBER() OVER (PARTITION BY ${keys} ORDER BY value) AS rank,
      COUNT(*) OVER (PARTITION BY ${keys}) AS count
    FROM events WHERE type = 'vital'
  )
  SELECT ${keys}, value AS p75, count FROM ranked WHERE rank = (3 * count + 3) / 4 ORDER BY ${keys}`;

export const eventTypes: readonly EventType[] = ['vital', 'error', 'remote'];

/**
 * Reads the report from database file `file` (opened read-only); `topErrors`
 * and `topCsp`: the most error and CSP groups listed (a browser extension can
 * make CSP groups without end; remotes' groups are few and all listed).
 */
export function readReport(file: string, { topErrors = 20, topCsp = 50 } = {}): FieldReport {
  const db = new sqlite.Database(file, { readOnly: true });
  try {
    // One read transaction: every figure from the same moment, and the collector's lock taken once.
    db.exec('BEGIN');
    const span = db.get(
      `SELECT MIN(first) AS first, MAX(last) AS last FROM (
         SELECT MIN(day) AS first, MAX(day) AS last FROM events
         UNION ALL SELECT MIN(day), MAX(day) FROM csp_reports
         UNION ALL SELECT MIN(day), MAX(day) FROM dropped)`,
    ) as { first: string | null; last: string | null };
    const eventsByType = Object.fromEntries(eventTypes.map((type) => [type, 0])) as Record<EventType, number>;
    for (const row of db.all('SELECT type, COUNT(*) AS count FROM events GROUP BY type') as {
      type: string;
      count: number;
    }[])
      if (row.type in eventsByType) eventsByType[row.type as EventType] = row.count;
    const pages = new Map<string, PageFigures>();
    for (const row of db.all(p75Sql('route, language, name')) as {
      route: string;
      language: string;
      name: VitalName;
      p75: number;
      count: number;
    }[]) {
      const key = `${row.route} ${row.language}`;
      const page = pages.get(key) ?? { route: row.route, language: row.language, vitals: {} };
      page.vitals[row.name] = { p75: row.p75, count: row.count };
      pages.set(key, page);
    }
    const daily = Object.fromEntries(vitalNames.map((name) => [name, [] as DailyFigure[]])) as Record<
      VitalName,
      DailyFigure[]
    >;
    for (const row of db.all(p75Sql('name, day')) as { name: VitalName; day: string; p75: number; count: number }[])
      daily[row.name].push({ day: row.day, p75: row.p75, count: row.count });
    const errors = db.all(
      `SELECT area, release, kind, message, source, COUNT(*) AS count FROM events WHERE type = 'error'
       GROUP BY area, release, kind, message, source ORDER BY count DESC, area, release, message LIMIT ?`,
      topErrors,
    ) as unknown as ErrorGroup[];
    const remotes = db.all(
      `SELECT area, release, module, outcome, COUNT(DISTINCT route) AS routes, COUNT(*) AS count FROM events
       WHERE type = 'remote' GROUP BY area, release, module, outcome
       ORDER BY count DESC, area, release, module, outcome`,
    ) as unknown as RemoteGroup[];
    const cspKeys = 'directive, blocked, source, route, language, disposition';
    const cspTotals = db.get(
      `SELECT (SELECT COUNT(*) FROM csp_reports) AS reports,
         (SELECT COUNT(*) FROM (SELECT 1 FROM csp_reports GROUP BY ${cspKeys})) AS groups`,
    ) as { reports: number; groups: number };
    const csp = db.all(
      `SELECT ${cspKeys}, COUNT(*) AS count FROM csp_reports GROUP BY ${cspKeys}
       ORDER BY count DESC, directive, blocked, source, route, language, disposition LIMIT ?`,
      topCsp,
    ) as unknown as CspGroup[];
    const dropped = db.all(
      `SELECT reason, SUM(count) AS count, MIN(day) AS first, MAX(day) AS last FROM dropped
       GROUP BY reason ORDER BY count DESC, reason`,
    ) as unknown as DropCount[];
    return {
      days: span.first && span.last ? { first: span.first, last: span.last } : null,
      events: eventTypes.reduce((sum, type) => sum + eventsByType[type], 0),
      eventsByType,
      pages: [...pages.values()],
      daily,
      errors,
      remotes,
      cspReports: cspTotals.reports,
      cspGroups: cspTotals.groups,
      csp,
      dropped,
      canaries: [],
    };
  } finally {
    if (db.inTransaction) db.exec('ROLLBACK');
    db.close();
  }
}

/** A vital's value as people read it: milliseconds rounded, CLS to three decimals. */
export const formatValue = (name: VitalName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** The report as text, for the terminal. */
export function reportText(report: FieldReport): string {
  const canaries = canariesText(report.canaries);
  if (!report.days) return `No events in the database.\n${canaries}`;
  const lines = [
    `Field report: ${plural(report.events, 'event')} and ${plural(report.cspReports, 'CSP report')}, ${report.days.first} to ${report.days.last} (UTC days)`,
    '',
  ];
  lines.push('p75 per route and language (count):');
  for (const page of report.pages) {
    const figures = vitalNames.flatMap((name) => {
      const figure = page.vitals[name];
      return figure ? [`${name} ${formatValue(name, figure.p75)} (${figure.count})`] : [];
    });
    lines.push(`  ${page.route} [${page.language}]  ${figures.join('  ')}`);
  }
  lines.push('', 'Most frequent errors, by area and release:');
  if (report.errors.length === 0) lines.push('  none');
  for (const group of report.errors)
    lines.push(
      `  ${group.count} × ${group.area} ${group.release}  ${group.kind}: ${group.message}${group.source ? `  (${group.source})` : ''}`,
    );
  lines.push('', 'Remotes that failed to load, by area and release:');
  if (report.remotes.length === 0) lines.push('  none');
  for (const group of report.remotes)
    lines.push(
      `  ${group.count} × ${group.area} ${group.release}  ${group.module} ${group.outcome}  (${plural(group.routes, 'route')})`,
    );
  lines.push('', `Content-Security-Policy violations (${plural(report.cspReports, 'report')}):`);
  if (report.csp.length === 0) lines.push('  none');
  for (const group of report.csp)
    lines.push(
      `  ${group.count} × ${group.directive}  blocked ${group.blocked ?? '(none named)'}${group.source ? `  from ${group.source}` : ''}  on ${group.route} [${group.language}]  ${group.disposition}`,
    );
  if (report.cspGroups > report.csp.length)
    lines.push(`  and ${plural(report.cspGroups - report.csp.length, 'less frequent group')} not listed`);
  lines.push(
    '',
    `Events kept, by type: ${eventTypes.map((type) => `${report.eventsByType[type]} ${type}`).join(', ')}`,
    'Not stored, by reason:',
  );
  if (report.dropped.length === 0) lines.push('  none');
  for (const drop of report.dropped)
    lines.push(
      `  ${drop.count} × ${drop.reason}  (${drop.first === drop.last ? drop.first : `${drop.first} to ${drop.last}`})`,
    );
  return `${lines.join('\n')}\n${canaries}`;
}

/** A share of a count as people read it: `3.1 % of 128`, or `– of 0`. */
export const shareOf = (part: number, whole: number) =>
  `${whole ? `${((part / whole) * 100).toFixed(1)} %` : '–'} of ${whole}`;

/** One release's figures during its area's canary, in a line. */
const releaseLine = (role: string, figures: ReleaseFigures) =>
  `    ${role.padEnd(7)}${figures.release.padEnd(14)}pages served ${figures.pagesServed}, with a failure ${shareOf(figures.edgeFailures, figures.pagesServed)}; ` +
  `page loads that asked for its code ${figures.pageLoads}, with an error or a failed remote ${shareOf(figures.pageLoadsWrong, figures.pageLoads)}; ` +
  `LCP ${figures.lcp ? `${Math.round(figures.lcp.p75)} ms (${figures.lcp.count})` : '–'}, INP ${figures.inp ? `${Math.round(figures.inp.p75)} ms (${figures.inp.count})` : '–'}`;

/** The canaries section of the text report: nothing without one. */
function canariesText(canaries: CanaryComparison[]) {
  if (canaries.length === 0) return '';
  const lines = ['', 'Canaries, each beside its stable release:'];
  for (const canary of canaries)
    lines.push(
      `  ${canary.area}: ${canary.canary.release} on ${canary.share} % of page loads since ${canary.since}`,
      releaseLine('stable', canary.stable),
      releaseLine('canary', canary.canary),
      `    verdict: ${verdictWords[canary.verdict]}${canary.overdue ? ' (overdue)' : ''}: ${canary.because}`,
      `    rule: ${canary.rule}`,
    );
  return `${lines.join('\n')}\n`;
}

/** `count` and `noun`, an s added unless one. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
