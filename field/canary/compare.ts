import type { FieldArea } from '../src/contract';
import { canaryVitals, fieldTallies, type VitalFigure } from './field-tallies';
import { defaultRule, type CanaryRule } from './rule';
import { canariesNow, type CanarySources } from './watch';

/** One release of an area during its canary, as `pnpm field-report` shows it beside the other. */
export interface ReleaseFigures {
  release: string;
  /** Pages the edges served with the area in them, and those with a 503 or its notice. */
  pagesServed: number;
  edgeFailures: number;
  /** Page loads that asked for the area's code, and those with an error or a failed remote. */
  pageLoads: number;
  pageLoadsWrong: number;
  /** The p75 of LCP and INP on the area's pages, with their counts, where measured. */
  lcp?: VitalFigure;
  inp?: VitalFigure;
}

/** An area's canary: its stable release and its canary side by side, and the rule's verdict. */
export interface CanaryComparison {
  area: FieldArea;
  share: number;
  since: string;
  stable: ReleaseFigures;
  canary: ReleaseFigures;
  verdict: 'too-few' | 'no-worse' | 'worse';
  because: string;
  /** Still short of the minimum this long after it started: reported, not left running silently. */
  overdue: boolean;
  /** The rule applied, in a sentence. */
  rule: string;
}

const ruleText = (rule: CanaryRule) =>
  `worse when a share (page loads with an error or a failed remote, of those that asked for its code; pages served with a failure) is above the stable release's by more than ${rule.margin * 100} points, one-sided at ${rule.confidence * 100} % confidence, after ${rule.minLoads} page loads of each release in that measure; checked every ${rule.checkSeconds} s`;

/** Every area with a canary, its two releases side by side (the edges' counts, the field reports), and the verdict. */
export function compareCanaries(
  sources: Omit<CanarySources, 'fieldTallies' | 'rule'> & { dbFile: string; rule?: CanaryRule },
): CanaryComparison[] {
  const rule = sources.rule ?? defaultRule;
  const vitalsOf = canaryVitals(sources.dbFile);
  return canariesNow({ ...sources, rule, fieldTallies: fieldTallies(sources.dbFile) }).map(
    ({ name, area, canary, stable, tallies, judgement }) => {
      const vitals = vitalsOf(name, canary, stable);
      const side = (role: 'stable' | 'canary', release: string): ReleaseFigures => ({
        release,
        pagesServed: tallies.edge[role].loads,
        edgeFailures: tallies.edge[role].bad,
        pageLoads: tallies.field[role].loads,
        pageLoadsWrong: tallies.field[role].bad,
        ...(vitals[role].LCP ? { lcp: vitals[role].LCP } : {}),
        ...(vitals[role].INP ? { inp: vitals[role].INP } : {}),
      });
      return {
        area: area as FieldArea,
        share: canary.share,
        since: canary.since,
        stable: side('stable', stable),
        canary: side('canary', canary.release),
        verdict: judgement.verdict,
        because: judgement.because,
        overdue: judgement.overdue,
        rule: ruleText(rule),
      };
    },
  );
}
