// What the collector's database says, read for people: the 75th percentile
// of each Web Vital per route and language (the percentile Google's Core Web
// Vitals are judged at), each vital's daily p75 over the days kept, and the
// errors seen most, grouped by area and release. Percentiles are by nearest
// rank, computed in SQL so a month of events is never loaded into memory.
import sqlite from 'node-sqlite3-wasm';
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
  p75: number;
  count: number;
}

interface PageFigures {
  route: string;
  language: string;
  vitals: Partial<Record<VitalName, VitalFigure>>;
}

export interface DailyFigure extends VitalFigure {
  day: string;
}

interface ErrorGroup {
  area: string;
  release: string;
  kind: string;
  message: string;
  source: string | null;
  count: number;
}

export interface FieldReport {
  /** The first and last day with events, or null for an empty database. */
  days: { first: string; last: string } | null;
  events: number;
  pages: PageFigures[];
  daily: Record<VitalName, DailyFigure[]>;
  errors: ErrorGroup[];
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

/** Reads the report from database file `file` (opened read-only); `topErrors`: the most error groups listed. */
export function readReport(file: string, { topErrors = 20 } = {}): FieldReport {
  const db = new sqlite.Database(file, { readOnly: true, fileMustExist: true });
  try {
    const span = db.get(
      "SELECT MIN(day) AS first, MAX(day) AS last, COUNT(*) AS events FROM events WHERE type IN ('vital', 'error', 'remote')",
    ) as { first: string | null; last: string | null; events: number };
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
    return {
      days: span.first && span.last ? { first: span.first, last: span.last } : null,
      events: span.events,
      pages: [...pages.values()],
      daily,
      errors,
    };
  } finally {
    db.close();
  }
}

/** A vital's value as people read it: milliseconds rounded, CLS to three decimals. */
export const formatValue = (name: VitalName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

/** The report as text, for the terminal. */
export function reportText(report: FieldReport): string {
  if (!report.days) return 'No events in the database.\n';
  const lines = [`Field report: ${report.events} events, ${report.days.first} to ${report.days.last} (UTC days)`, ''];
  lines.push('p75 per route and language (count):');
  for (const page of report.pages) {
    const figures = vitalNames.flatMap((name) => {
      const figure = page.vitals[name];
      return figure ? [`${name} ${formatValue(name, figure.p75)} (${figure.count})`] : [];
    });
    lines.push(`  ${page.route} [${page.language}]  ${figures.join('  ')}`);
  }
  lines.push('', 'Errors seen most, by area and release:');
  if (report.errors.length === 0) lines.push('  none');
  for (const group of report.errors)
    lines.push(
      `  ${group.count} × ${group.area} ${group.release}  ${group.kind}: ${group.message}${group.source ? `  (${group.source})` : ''}`,
    );
  return `${lines.join('\n')}\n`;
}
