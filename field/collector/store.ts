// The collector's database: one SQLite file (node-sqlite3-wasm: SQLite
// compiled to WebAssembly, writing the file through Node's fs, so it
// installs from the npm registry alone with nothing to build or download).
// Its calls are synchronous: requests only queue rows in memory, and one
// transaction writes the queue at a time (collector.ts calls flush() every
// second and on stop), so a page's report never waits on the disk.
//
// The library locks the file by making a folder beside it (<file>.lock) for
// the length of each transaction, readers' too, and does not wait: while
// `pnpm field-report` reads, a flush finds the database busy, and its rows
// wait in the queue for the next one. A lock left by a process killed in the
// middle of a transaction is removed once it is older than staleLockMs, when
// the collector starts (which waits for a lock held) or a flush finds it.
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import type { FieldArea } from '../src/contract';
import type { ReducedViolation } from './reduce';

const { Database } = sqlite;
type Database = InstanceType<typeof Database>;
type Statement = ReturnType<Database['prepare']>;
/** A row as read: column → value. */
type Row = Record<string, string | number | null>;

/** Why something sent was not stored; each is counted per day (table dropped) and in the metrics. */
export const dropReasons = [
  /** Not JSON, or a content type the endpoint does not read (a request). */
  'malformed',
  /** JSON the schema refuses (a request). */
  'invalid',
  /** An event the schema refuses in a batch it reads: the batch's other events are kept. */
  'invalid-event',
  /** A body over maxBatchBytes (a request). */
  'too-large',
  /** Over the rate limit of its client address (a request). */
  'rate-limited',
  /** An event naming an (area, release) not in force at any time in the last 7 days. */
  'unknown-release',
  /** An event or report that found the write queue full. */
  'queue-full',
  /** An event or report that came while the database file was at or over its cap. */
  'full',
] as const;
export type DropReason = (typeof dropReasons)[number];

/** How long events of a release are accepted after it was last in force (releases.ts), in days. */
export const releaseValidDays = 7;

/** An event as stored: the batch's page, the browser derived on arrival, and the per-type columns (null where another type). */
export interface EventRow {
  at: number;
  type: 'vital' | 'error' | 'remote';
  route: string;
  language: 'en' | 'fr';
  device: string;
  browser: string;
  browser_major: number | null;
  area: FieldArea;
  release: string;
  name: string | null;
  value: number | null;
  rating: string | null;
  navigation_type: string | null;
  target: string | null;
  kind: string | null;
  message: string | null;
  source: string | null;
  line: number | null;
  col: number | null;
  outcome: string | null;
  module: string | null;
  /** The page load it came from (version 2 reports); null for a version 1 report. */
  page: string | null;
}

/** What a page load's report says of one area: its release and role on the page, and whether its code was asked for. */
export interface PageAreaRow {
  at: number;
  page: string;
  area: FieldArea;
  release: string;
  role: 'stable' | 'canary';
  requested: 0 | 1;
}

export interface CspRow extends ReducedViolation {
  at: number;
  browser: string;
  browser_major: number | null;
}

export interface ReleaseSeen {
  area: string;
  release: string;
  /** Unix seconds. */
  first_seen: number;
  last_seen: number;
}

const eventColumns = [
  'day',
  'at',
  'type',
  'route',
  'language',
  'device',
  'browser',
  'browser_major',
  'area',
  'release',
  'name',
  'value',
  'rating',
  'navigation_type',
  'target',
  'kind',
  'message',
  'source',
  'line',
  'col',
  'outcome',
  'module',
  'page',
] as const;
const pageAreaColumns = ['day', 'at', 'page', 'area', 'release', 'role', 'requested'] as const;
const cspColumns = [
  'day',
  'at',
  'route',
  'language',
  'directive',
  'blocked',
  'source',
  'line',
  'disposition',
  'browser',
  'browser_major',
] as const;

// auto_vacuum must be set before the first table: it lets prune() give the
// deleted rows' pages back to the file system, so the size cap measures what is kept.
const schema = `
PRAGMA auto_vacuum = INCREMENTAL;
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  at INTEGER NOT NULL,
  type TEXT NOT NULL,
  route TEXT NOT NULL,
  language TEXT NOT NULL,
  device TEXT NOT NULL,
  browser TEXT NOT NULL,
  browser_major INTEGER,
  area TEXT NOT NULL,
  release TEXT NOT NULL,
  name TEXT,
  value REAL,
  rating TEXT,
  navigation_type TEXT,
  target TEXT,
  kind TEXT,
  message TEXT,
  source TEXT,
  line INTEGER,
  col INTEGER,
  outcome TEXT,
  module TEXT
);
CREATE INDEX IF NOT EXISTS events_at ON events (at);
CREATE TABLE IF NOT EXISTS page_areas (
  page TEXT NOT NULL,
  area TEXT NOT NULL,
  day TEXT NOT NULL,
  at INTEGER NOT NULL,
  release TEXT NOT NULL,
  role TEXT NOT NULL,
  requested INTEGER NOT NULL,
  PRIMARY KEY (page, area)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS page_areas_release ON page_areas (area, release, role, at);
CREATE INDEX IF NOT EXISTS events_page_vital ON events (route, language, name);
CREATE TABLE IF NOT EXISTS csp_reports (
  id INTEGER PRIMARY KEY,
  day TEXT NOT NULL,
  at INTEGER NOT NULL,
  route TEXT NOT NULL,
  language TEXT NOT NULL,
  directive TEXT NOT NULL,
  blocked TEXT,
  source TEXT,
  line INTEGER,
  disposition TEXT NOT NULL,
  browser TEXT NOT NULL,
  browser_major INTEGER
);
CREATE INDEX IF NOT EXISTS csp_reports_at ON csp_reports (at);
CREATE TABLE IF NOT EXISTS dropped (
  day TEXT NOT NULL,
  reason TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, reason)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS releases (
  area TEXT NOT NULL,
  release TEXT NOT NULL,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL,
  PRIMARY KEY (area, release)
) WITHOUT ROWID;
`;

/** The UTC day of unix seconds `at`, as the tables and the report name days. */
const dayOf = (at: number) => new Date(at * 1000).toISOString().slice(0, 10);

const insertOf = (table: string, columns: readonly string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

export interface StoreOptions {
  file: string;
  retentionDays: number;
  maxBytes: number;
  queueMax: number;
  /** Milliseconds since the epoch: Date.now, or a test's clock. */
  now: () => number;
  /** Told of every drop as it is counted (the metrics). */
  onDrop?: (reason: DropReason, count: number) => void;
  /** Told of a stale lock removed. */
  warn?: (message: string) => void;
}

export class FieldStore {
  private readonly db: Database;
  private insertEvent!: Statement;
  private insertCsp!: Statement;
  private upsertDropped!: Statement;
  private upsertRelease!: Statement;
  private upsertPageArea!: Statement;
  private events: EventRow[] = [];
  private pageAreas: PageAreaRow[] = [];
  private reports: CspRow[] = [];
  /** Drops counted since the last flush, by day and reason. */
  private drops = new Map<string, number>();
  private fileBytes = 0;

  constructor(private readonly options: StoreOptions) {
    mkdirSync(dirname(options.file), { recursive: true, mode: 0o700 });
    awaitLock(options.file, options.warn);
    this.db = new Database(options.file);
    this.db.exec(schema);
    // A database made before page loads were reported: its events gain the page they came from.
    if (!(this.db.all('PRAGMA table_info(events)') as Row[]).some((column) => column.name === 'page'))
      this.db.exec('ALTER TABLE events ADD COLUMN page TEXT');
    this.db.exec('CREATE INDEX IF NOT EXISTS events_page ON events (page)');
    this.prepareStatements();
    this.measure();
  }

  private prepareStatements() {
    this.insertEvent = this.db.prepare(insertOf('events', eventColumns));
    this.insertCsp = this.db.prepare(insertOf('csp_reports', cspColumns));
    this.upsertDropped = this.db.prepare(
      'INSERT INTO dropped (day, reason, count) VALUES (?, ?, ?) ON CONFLICT (day, reason) DO UPDATE SET count = count + excluded.count',
    );
    // One row per page load and area, whatever its reports repeat: its code asked for once in any of them.
    this.upsertPageArea = this.db.prepare(
      `${insertOf('page_areas', pageAreaColumns)} ON CONFLICT (page, area) DO UPDATE SET requested = MAX(requested, excluded.requested)`,
    );
    this.upsertRelease = this.db.prepare(
      'INSERT INTO releases (area, release, first_seen, last_seen) VALUES (?, ?, ?, ?) ON CONFLICT (area, release) DO UPDATE SET last_seen = MAX(last_seen, excluded.last_seen)',
    );
  }

  private get statements() {
    return [this.insertEvent, this.insertCsp, this.upsertPageArea, this.upsertDropped, this.upsertRelease];
  }

  /**
   * After a write that failed: a statement whose step failed keeps failing until it is reset, which the library
   * does only before a step that follows a success, so each is made afresh.
   */
  private abandonTransaction() {
    if (this.db.inTransaction) this.db.exec('ROLLBACK');
    for (const statement of this.statements)
      try {
        statement.finalize();
      } catch {
        // The failed step's error again: it was thrown where it happened.
      }
    this.prepareStatements();
  }

  /** The database file's size in bytes, as last measured (on open, after each flush and prune). */
  get bytes() {
    return this.fileBytes;
  }

  /** Rows waiting for the next flush. */
  get queued() {
    return this.events.length + this.reports.length + this.pageAreas.length;
  }

  /** Counts `count` things dropped for `reason` today; written with the next flush. */
  drop(reason: DropReason, count = 1) {
    if (count <= 0) return;
    const key = `${dayOf(this.nowSeconds())}\n${reason}`;
    this.drops.set(key, (this.drops.get(key) ?? 0) + count);
    this.options.onDrop?.(reason, count);
  }

  /** Queues what fits of `rows`, dropping the rest as full or queue-full; returns how many were queued. */
  addEvents(rows: EventRow[]) {
    const taken = this.admit(rows.length);
    this.events.push(...rows.slice(0, taken));
    return taken;
  }

  /** Queues what a page load's report says of each area, as addEvents does. */
  addPageAreas(rows: PageAreaRow[]) {
    const taken = this.admit(rows.length);
    this.pageAreas.push(...rows.slice(0, taken));
    return taken;
  }

  addCspReports(rows: CspRow[]) {
    const taken = this.admit(rows.length);
    this.reports.push(...rows.slice(0, taken));
    return taken;
  }

  private admit(count: number) {
    if (this.fileBytes >= this.options.maxBytes) {
      this.drop('full', count);
      return 0;
    }
    const taken = Math.max(0, Math.min(count, this.options.queueMax - this.queued));
    this.drop('queue-full', count - taken);
    return taken;
  }

  /** Writes the queue and the drop counts in one transaction. */
  flush() {
    if (this.queued === 0 && this.drops.size === 0) return;
    const events = this.events;
    const reports = this.reports;
    const pageAreas = this.pageAreas;
    const drops = this.drops;
    this.events = [];
    this.reports = [];
    this.pageAreas = [];
    this.drops = new Map();
    try {
      this.db.exec('BEGIN');
      for (const row of events) this.insertEvent.run(eventColumns.map((column) => rowValue(row, column)));
      for (const row of reports) this.insertCsp.run(cspColumns.map((column) => rowValue(row, column)));
      for (const row of pageAreas) this.upsertPageArea.run(pageAreaColumns.map((column) => rowValue(row, column)));
      for (const [key, count] of drops) this.upsertDropped.run([...key.split('\n'), count]);
      this.db.exec('COMMIT');
    } catch (error) {
      this.abandonTransaction();
      // Nothing is lost to a write that failed (the database busy with a report, a disk error): the rows go back
      // to the front of the queue for the next flush, as many as it holds, and the drops with them.
      const room = Math.max(0, this.options.queueMax - this.queued);
      const keptEvents = events.slice(0, room);
      const keptReports = reports.slice(0, room - keptEvents.length);
      const keptPageAreas = pageAreas.slice(0, room - keptEvents.length - keptReports.length);
      this.events = [...keptEvents, ...this.events];
      this.reports = [...keptReports, ...this.reports];
      this.pageAreas = [...keptPageAreas, ...this.pageAreas];
      for (const [key, count] of drops) this.drops.set(key, (this.drops.get(key) ?? 0) + count);
      const written = keptEvents.length + keptReports.length + keptPageAreas.length;
      this.drop('queue-full', events.length + reports.length + pageAreas.length - written);
      removeStaleLock(this.options.file, this.options.warn);
      throw error;
    } finally {
      this.measure();
    }
  }

  /** Deletes what is older than the retention period, and gives the space back to the file system. */
  prune() {
    const cutoff = this.nowSeconds() - this.options.retentionDays * 86_400;
    this.db.run('DELETE FROM events WHERE at < ?', cutoff);
    this.db.run('DELETE FROM csp_reports WHERE at < ?', cutoff);
    this.db.run('DELETE FROM page_areas WHERE at < ?', cutoff);
    this.db.run('DELETE FROM dropped WHERE day < ?', dayOf(cutoff));
    // Kept at least as long as a release is accepted after it was last in force, whatever the retention.
    const releasesCutoff = this.nowSeconds() - Math.max(this.options.retentionDays, releaseValidDays) * 86_400;
    this.db.run('DELETE FROM releases WHERE last_seen < ?', releasesCutoff);
    this.db.exec('PRAGMA incremental_vacuum');
    this.measure();
  }

  /** Records that each of `releases` is in force now. */
  sawReleases(releases: { area: string; release: string }[]) {
    const now = this.nowSeconds();
    try {
      this.db.exec('BEGIN');
      for (const { area, release } of releases) this.upsertRelease.run([area, release, now, now]);
      this.db.exec('COMMIT');
    } catch (error) {
      this.abandonTransaction();
      throw error;
    }
  }

  releasesSeen(): ReleaseSeen[] {
    return this.db.all('SELECT area, release, first_seen, last_seen FROM releases') as unknown as ReleaseSeen[];
  }

  /** A read of the database (the tests'). */
  all(sql: string): Row[] {
    return this.db.all(sql) as Row[];
  }

  close() {
    for (const statement of this.statements) statement.finalize();
    this.db.close();
  }

  private nowSeconds() {
    return Math.floor(this.options.now() / 1000);
  }

  private measure() {
    try {
      this.fileBytes = statSync(this.options.file).size;
    } catch {
      this.fileBytes = 0;
    }
  }
}

/**
 * A lock older than this when the collector starts was left by a process killed in the middle of a transaction:
 * every transaction of the collector's takes milliseconds, and a report's seconds.
 */
const staleLockMs = 60_000;

/** Removes `<file>.lock` when it is older than staleLockMs; true when no lock is left. */
function removeStaleLock(file: string, warn: (message: string) => void = () => undefined): boolean {
  const lock = `${file}.lock`;
  let age: number;
  try {
    age = Date.now() - statSync(lock).mtimeMs;
  } catch {
    return true;
  }
  if (age < staleLockMs) return false;
  rmSync(lock, { recursive: true, force: true });
  warn(`removed ${lock}, left by a process stopped while it wrote or read the database`);
  return true;
}

/**
 * Returns once `<file>.lock` is gone: released by the process that holds it, or removed as stale.
 * Synchronous, like the database's calls: it runs once, on opening.
 */
function awaitLock(file: string, warn?: (message: string) => void) {
  const sleep = new Int32Array(new SharedArrayBuffer(4));
  while (!removeStaleLock(file, warn)) Atomics.wait(sleep, 0, 0, 200);
}

function rowValue(row: EventRow | CspRow | PageAreaRow, column: string): string | number | null {
  if (column === 'day') return dayOf(row.at);
  const value = (row as unknown as Record<string, string | number | null | undefined>)[column];
  return value ?? null;
}
