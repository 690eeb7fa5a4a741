import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { edgeCountsText, type EdgeCountsRow } from 'shared-ui/contract/edge-counts';
import type { AreaState, Locations } from 'shared-ui/contract/locations';
import type { Role } from './page-releases';

/** How often the counts are written while they change. */
const writeEveryMs = 5_000;

/** What one page answered says of each area with a canary (plugins/pages.ts). */
export interface CountedPage {
  /** Each area's file as read for the request, the releases the page was given, and its role of each. */
  states: Record<string, AreaState>;
  releases: Locations;
  roles: Record<string, Role>;
  /** The areas whose fragments the page has, and those that failed in it (its own content's area, for a 503). */
  areas: string[];
  failed: string[];
}

/**
 * The edge's counts of the pages it serves while an area has a canary (shared-ui/contract/edge-counts.mjs), by
 * area, canary, release and role, written to `<deployDir>/counts/<host>-<pid>-<start>.json` for the rule that withdraws a
 * canary doing worse (field/canary/watch.ts), every few seconds while they change and when the edge closes.
 */
export function canaryCounts(deployDir: string, warn: (message: string) => void) {
  const rows = new Map<string, EdgeCountsRow>();
  // Its own file: a restarted edge (the same host and process id in a container) starts another.
  const file = join(deployDir, 'counts', `${hostname()}-${process.pid}-${Date.now().toString(36)}.json`);
  let changed = false;
  const write = () => {
    if (!changed) return;
    changed = false;
    try {
      mkdirSync(join(deployDir, 'counts'), { recursive: true });
      writeFileSync(`${file}.new`, edgeCountsText([...rows.values()]));
      renameSync(`${file}.new`, file);
    } catch (error) {
      // Written at the next turn: the rule meanwhile judges on what it has.
      changed = true;
      warn(`${file}: ${(error as Error).message}; the canary rule does not see this edge's pages meanwhile`);
    }
  };
  const timer = setInterval(write, writeEveryMs);
  timer.unref();
  return {
    /** One page served: counted for each area in it that has a canary; what it counted, by area. */
    count({ states, releases, roles, areas, failed }: CountedPage) {
      const counted: { area: string; release: string; role: Role; failed: boolean }[] = [];
      for (const area of areas) {
        const since = states[area]?.canary?.since;
        const release = releases[area]?.release;
        if (!since || !release) continue;
        const role = roles[area] ?? 'stable';
        const key = JSON.stringify([area, since, release, role]);
        const row = rows.get(key) ?? { area, since, release, role, served: 0, failed: 0 };
        rows.set(key, { ...row, served: row.served + 1, failed: row.failed + (failed.includes(area) ? 1 : 0) });
        counted.push({ area, release, role, failed: failed.includes(area) });
        changed = true;
      }
      return counted;
    },
    close() {
      clearInterval(timer);
      write();
    },
  };
}
