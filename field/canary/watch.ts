// The canary rule at work: one process per site (README, "Deploying one remote on its own") checks
// every area with a canary, again and again, and withdraws one that does
// worse than its stable release (rule.ts). It makes this one change to an
// area's file and no other, under the area's lock, and only while the file
// still holds the canary it judged.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { Counter, type Registry } from 'prom-client';
import { parseEdgeCounts, type EdgeCountsRow } from 'shared-ui/contract/edge-counts';
import type { Canary } from 'shared-ui/contract/locations';
import { endCanary } from 'shared-ui/deploy/area-changes.mjs';
import { canaryVerdictsFile, readAreaState } from 'shared-ui/deploy/area-locations.mjs';
import { areaOfRemote } from '../src/contract';
import {
  judgeCanary,
  verdictWords,
  type CanaryJudgement,
  type CanaryRule,
  type CanaryTallies,
  type Tally,
} from './rule';

type Roles = { stable: Tally; canary: Tally };

/** Every edge's file of counts (deployDir/counts/*.json) and its rows; one that does not hold is left out, and said. */
function edgeFiles(deployDir: string, warn: (message: string) => void) {
  const folder = join(deployDir, 'counts');
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = join(folder, name);
    try {
      return [{ file, modified: statSync(file).mtimeMs, rows: parseEdgeCounts(readFileSync(file, 'utf8')) }];
    } catch (error) {
      warn(`${file}: ${(error as Error).message}; left out of the canary rule`);
      return [];
    }
  });
}

/** A file of counts left this long unchanged, none of whose rows is of a canary running, is removed. */
const staleCountsMs = 3_600_000;

/** The edge's pages of area `name` during its canary `canary` (since its start), of each role. */
function edgeTallies(rows: EdgeCountsRow[], name: string, canary: Canary): Roles {
  const of = (role: 'stable' | 'canary') =>
    rows
      .filter((row) => row.area === name && row.since === canary.since && row.role === role)
      .filter((row) => role === 'stable' || row.release === canary.release)
      .reduce((sum, row) => ({ loads: sum.loads + row.served, bad: sum.bad + row.failed }), { loads: 0, bad: 0 });
  return { stable: of('stable'), canary: of('canary') };
}

/** An area's canary as the rule sees it now: the two releases' tallies in each measure, and the judgement. */
export interface CanaryNow {
  name: string;
  area: string;
  canary: Canary;
  stable: string;
  tallies: CanaryTallies;
  judgement: CanaryJudgement;
}

export interface CanarySources {
  deployDir: string;
  rule: CanaryRule;
  /** The field reports' page loads of an area's two releases during its canary, where they are had. */
  fieldTallies?: (name: string, canary: Canary, stable: string) => Roles;
  now?: () => Date;
  warn: (message: string, about?: object) => void;
}

/**
 * Every area with a canary now, judged (the watch acts on it; `pnpm field-report` shows it). While the field
 * reports cannot be read (the collector writing), the edges' measure is judged alone.
 */
export function canariesNow({ deployDir, rule, fieldTallies, now = () => new Date(), warn }: CanarySources) {
  const files = edgeFiles(deployDir, (message) => warn(message));
  const rows = files.flatMap((file) => file.rows);
  const none = { stable: { loads: 0, bad: 0 }, canary: { loads: 0, bad: 0 } };
  return [...areaOfRemote].flatMap(([name, area]): CanaryNow[] => {
    let state;
    try {
      state = readAreaState(deployDir, name);
    } catch (error) {
      warn((error as Error).message, { area });
    }
    const canary = state?.canary;
    if (!state || !canary) return [];
    let field = none;
    try {
      field = fieldTallies?.(name, canary, state.stable.release) ?? none;
    } catch (error) {
      // The collector writing: the edges' measure is judged alone this time.
      warn(`field reports not read: ${(error as Error).message}`, { area });
    }
    const tallies = { field, edge: edgeTallies(rows, name, canary) };
    const judgement = judgeCanary(tallies, new Date(canary.since), now(), rule);
    return [{ name, area, canary, stable: state.stable.release, tallies, judgement }];
  });
}

/** Writes the last verdict on each canary whole, for `point-area.mjs --status` (area-locations.mjs). */
function writeVerdicts(deployDir: string, running: CanaryNow[], checked: Date) {
  const file = canaryVerdictsFile(deployDir);
  const verdicts = Object.fromEntries(
    running.map(({ name, canary, judgement }) => [
      name,
      {
        release: canary.release,
        since: canary.since,
        verdict: verdictWords[judgement.verdict],
        because: judgement.because,
        checked: checked.toISOString(),
      },
    ]),
  );
  writeFileSync(`${file}.new`, `${JSON.stringify(verdicts, null, 2)}\n`);
  renameSync(`${file}.new`, file);
}

/** Removes the files of counts of edges gone (unchanged for an hour) whose every row is of a canary that ended. */
function pruneCounts(deployDir: string, running: CanaryNow[], now: number) {
  const current = (row: EdgeCountsRow) =>
    running.some(({ name, canary }) => row.area === name && row.since === canary.since);
  for (const { file, modified, rows } of edgeFiles(deployDir, () => undefined))
    if (now - modified > staleCountsMs && !rows.some(current)) rmSync(file, { force: true });
}

export interface WatchOptions extends Omit<CanarySources, 'warn'> {
  log: Pick<Logger, 'info' | 'warn'>;
  registry: Registry;
}

/** The watch: `check` judges every area with a canary once, and withdraws those that do worse. */
export function canaryWatch({ log, registry, ...sources }: WatchOptions) {
  const withdrawals = new Counter({
    name: 'canary_withdrawals_total',
    help: 'Canaries the rule withdrew because they did worse than their stable release, by area and release.',
    labelNames: ['area', 'release'] as const,
    registers: [registry],
  });
  /** The canaries already said to be short of data after the stated time: said once each. */
  const overdueSaid = new Set<string>();
  return {
    check(): Record<string, CanaryJudgement> {
      const judged: Record<string, CanaryJudgement> = {};
      const warn = (message: string, about: object = {}) => log.warn(about, message);
      const running = canariesNow({ ...sources, warn });
      pruneCounts(sources.deployDir, running, (sources.now ?? (() => new Date()))().getTime());
      try {
        writeVerdicts(sources.deployDir, running, (sources.now ?? (() => new Date()))());
      } catch (error) {
        warn(`verdicts not written for point-area.mjs --status: ${(error as Error).message}`);
      }
      for (const { name, area, canary, judgement } of running) {
        judged[name] = judgement;
        const about = { area, release: canary.release, since: canary.since, because: judgement.because };
        if (judgement.verdict === 'worse') {
          try {
            endCanary(sources.deployDir, name, 'abort', { judged: { release: canary.release, since: canary.since } });
            withdrawals.inc({ area, release: canary.release });
            log.warn(about, 'canary withdrawn: it did worse than the stable release');
          } catch (error) {
            log.warn({ ...about, error: (error as Error).message }, 'canary judged worse, not withdrawn');
          }
        } else if (judgement.overdue && !overdueSaid.has(`${name} ${canary.since}`)) {
          overdueSaid.add(`${name} ${canary.since}`);
          log.warn(about, 'canary still short of page loads to judge');
        }
      }
      return judged;
    },
  };
}
