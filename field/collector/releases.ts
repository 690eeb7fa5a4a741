// Which (area, release) an event may name: one that was in force at some time
// in the last 7 days. What is in force comes from the files the edge reads:
// each remote's location in the deploy folder (areas/<federation name>.json)
// and the shell's build (frames/frames.json's release). Every pair seen is
// recorded with when it was first and last seen (table releases), so a page
// opened before a repoint still reports under its release for a week, across
// restarts of the collector too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { areasInForce } from 'shared-ui/deploy/area-locations.mjs';
import { parseFrames } from 'shared-ui/contract/frames';
import { areaOfRemote, type FieldArea } from '../src/contract';
import { releaseValidDays, type FieldStore } from './store';

/** How long a release stays valid after it was last seen in force. */
const validSeconds = releaseValidDays * 86_400;
/** The files are read again at most this often (and on start). */
const refreshMs = 10_000;

export interface ReleaseSources {
  deployDir: string;
  shellDist: string;
  store: FieldStore;
  now: () => number;
  warn: (message: string) => void;
}

export function releasesInForce({ deployDir, shellDist, store, now, warn }: ReleaseSources) {
  const locations = areasInForce(deployDir, [...areaOfRemote.keys()], warn);
  const framesFile = join(shellDist, 'frames', 'frames.json');
  let shellProblem = '';
  /** `area\nrelease` → unix seconds it was last seen in force. */
  const lastSeen = new Map(store.releasesSeen().map((row) => [`${row.area}\n${row.release}`, row.last_seen]));
  let readAt = -Infinity;

  const shellRelease = () => {
    let problem = '';
    let release: string | undefined;
    try {
      release = parseFrames(readFileSync(framesFile, 'utf8'), framesFile).release;
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      problem = code === 'ENOENT' ? `${framesFile}: missing` : message;
    }
    // Said once each time it changes, like the areas' files.
    if (problem && problem !== shellProblem) warn(`${problem}; events of the shell are dropped until it is built`);
    shellProblem = problem;
    return release;
  };

  /** Reads what is in force now (at most every 10 s unless `force`) and records it. */
  const refresh = (force = false) => {
    const nowMs = now();
    if (!force && nowMs - readAt < refreshMs) return;
    readAt = nowMs;
    const seen: { area: string; release: string }[] = [];
    // A canary's release as well as the stable one: events of both are kept while it runs.
    for (const [name, { stable, canary }] of Object.entries(locations())) {
      const area = areaOfRemote.get(name);
      if (area) for (const { release } of canary ? [stable, canary] : [stable]) seen.push({ area, release });
    }
    const shell = shellRelease();
    if (shell) seen.push({ area: 'shell', release: shell });
    try {
      store.sawReleases(seen);
    } catch (error) {
      // Recorded at the next read (the database busy with a report): what is in force is known here meanwhile.
      warn(`what is in force not recorded: ${(error as Error).message}`);
    }
    const seconds = Math.floor(nowMs / 1000);
    for (const { area, release } of seen) lastSeen.set(`${area}\n${release}`, seconds);
  };

  refresh(true);
  return {
    refresh,
    /** Whether events of `area` at `release` are kept. */
    accepts(area: FieldArea, release: string) {
      refresh();
      const seen = lastSeen.get(`${area}\n${release}`);
      return seen !== undefined && seen >= Math.floor(now() / 1000) - validSeconds;
    },
  };
}
