import { existsSync } from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import type { Canary } from 'shared-ui/contract/locations';
import { areaOfRemote } from '../src/contract';
import type { Tally } from './rule';

/**
 * The rows `sql` reads from the collector's database (read only, as `pnpm field-report` reads it) about area `name`'s
 * canary `canary` and the stable release `stable`, given in that order with the area and the canary's start; none
 * before the collector made the database.
 */
function canaryRows<Row>(dbFile: string, sql: string, name: string, canary: Canary, stable: string) {
  if (!existsSync(dbFile)) return [];
  const area = areaOfRemote.get(name) ?? name;
  const db = new sqlite.Database(dbFile, { readOnly: true });
  try {
    return db.all(sql, [area, Math.floor(Date.parse(canary.since) / 1000), stable, canary.release]) as Row[];
  } finally {
    db.close();
  }
}

/**
 * The field reports' measure of a canary, from the collector's database (read only, as `pnpm field-report`
 * reads it): of the page loads since the canary started that asked for the area's code, per role (those given the
 * stable release `stable`, and those given the canary), how many reported at least one error or failed remote, whatever script it came
 * from. Throws while the collector writes (the database is locked): the rule then waits for its next check.
 */
export function fieldTallies(dbFile: string) {
  return (name: string, canary: Canary, stable: string): { stable: Tally; canary: Tally } => {
    const tallies = { stable: { loads: 0, bad: 0 }, canary: { loads: 0, bad: 0 } };
    const rows = canaryRows<{ role: string; loads: number; bad: number }>(
      dbFile,
      `SELECT role, COUNT(*) AS loads,
           SUM(EXISTS (SELECT 1 FROM events WHERE events.page = page_areas.page AND events.type IN ('error', 'remote'))) AS bad
         FROM page_areas
         WHERE area = ? AND requested = 1 AND at >= ? AND release = CASE role WHEN 'stable' THEN ? ELSE ? END
         GROUP BY role`,
      name,
      canary,
      stable,
    );
    for (const { role, loads, bad } of rows) if (role === 'stable' || role === 'canary') tallies[role] = { loads, bad };
    return tallies;
  };
}

/** A vital's 75th percentile (nearest rank) and how many measurements it is taken from. */
export interface VitalFigure {
  p75: number;
  count: number;
}

/**
 * The p75 of LCP and INP on the area's pages since its canary started, per role: the vitals of the page loads given
 * its stable release, and of those given its canary.
 */
export function canaryVitals(dbFile: string) {
  type Figures = Partial<Record<'LCP' | 'INP', VitalFigure>>;
  return (name: string, canary: Canary, stable: string): { stable: Figures; canary: Figures } => {
    const vitals: { stable: Figures; canary: Figures } = { stable: {}, canary: {} };
    const rows = canaryRows<{ role: string; name: 'LCP' | 'INP'; p75: number; count: number }>(
      dbFile,
      `WITH ranked AS (
         SELECT page_areas.role AS role, events.name AS name, events.value AS value,
           ROW_NUMBER() OVER (PARTITION BY page_areas.role, events.name ORDER BY events.value) AS rank,
           COUNT(*) OVER (PARTITION BY page_areas.role, events.name) AS count
         FROM events JOIN page_areas ON page_areas.page = events.page AND page_areas.area = events.area
         WHERE events.type = 'vital' AND events.name IN ('LCP', 'INP') AND events.area = ?
           AND page_areas.at >= ?
           AND page_areas.release = CASE page_areas.role WHEN 'stable' THEN ? ELSE ? END
       )
       SELECT role, name, value AS p75, count FROM ranked WHERE rank = (3 * count + 3) / 4`,
      name,
      canary,
      stable,
    );
    for (const { role, name: vital, p75, count } of rows)
      if (role === 'stable' || role === 'canary') vitals[role][vital] = { p75, count };
    return vitals;
  };
}
