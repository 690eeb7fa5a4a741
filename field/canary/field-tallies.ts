import { existsSync } from 'node:fs';
import sqlite from 'node-sqlite3-wasm';
import type { Canary } from 'shared-ui/contract/locations';
import { areaOfRemote } from '../src/contract';
import type { Tally } from './rule';

/**
 * The field reports' measure of a canary, from the collector's database (read only, as `pnpm field-report`
 * reads it): of the page loads since the canary started that asked for the area's code, per role (the stable
 * release's, and the canary's), how many reported at least one error or failed remote, whatever script it came
 * from. Throws while the collector writes (the database is locked): the rule then waits for its next check.
 */
export function fieldTallies(dbFile: string) {
  return (name: string, canary: Canary): { stable: Tally; canary: Tally } => {
    const tallies = { stable: { loads: 0, bad: 0 }, canary: { loads: 0, bad: 0 } };
    if (!existsSync(dbFile)) return tallies;
    const db = new sqlite.Database(dbFile, { readOnly: true });
    try {
      const rows = db.all(
        `SELECT role, COUNT(*) AS loads,
           SUM(EXISTS (SELECT 1 FROM events WHERE events.page = page_areas.page AND events.type IN ('error', 'remote'))) AS bad
         FROM page_areas
         WHERE area = ? AND requested = 1 AND at >= ? AND (role = 'stable' OR release = ?)
         GROUP BY role`,
        [areaOfRemote.get(name) ?? name, Math.floor(Date.parse(canary.since) / 1000), canary.release],
      ) as { role: string; loads: number; bad: number }[];
      for (const { role, loads, bad } of rows)
        if (role === 'stable' || role === 'canary') tallies[role] = { loads, bad };
      return tallies;
    } finally {
      db.close();
    }
  };
}
