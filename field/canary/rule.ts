// The rule that says whether an area's canary does worse than its stable
// release (README, "Deploying one remote on its own"). It compares
// proportions of the two releases: of page loads that requested the area's
// code, the share with at least one error or failed remote (from the field
// reports); of pages the edge served with the area in them, the share with a
// 503 or a fragment's notice (from the edge's counts). A share counts against
// the canary when it is above the stable one's by more than a margin, with a
// one-sided test at a stated confidence, once both releases have the minimum
// number of page loads. The rule is checked again and again while a canary
// runs, so its defaults are chosen for how often that withdraws a healthy
// canary (rule.test.ts simulates a day of checks).

/** Page loads of one release, and how many of them went wrong (each counted once, however often it failed). */
export interface Tally {
  loads: number;
  bad: number;
}

export interface CanaryRule {
  /** Page loads each release needs, in a measure, before that measure is judged. */
  minLoads: number;
  /** How far above the stable release's share the canary's may be before it counts as worse (0.02: 2 points). */
  margin: number;
  /** The one-sided test's confidence that the canary's share is above the stable one's plus the margin. */
  confidence: number;
  /** How often the rule is checked while a canary runs. */
  checkSeconds: number;
  /** A canary still short of the minimum this long after it started is reported as overdue. */
  overdueHours: number;
}

export const defaultRule: CanaryRule = {
  minLoads: 30,
  margin: 0.02,
  confidence: 0.999,
  checkSeconds: 60,
  overdueHours: 24,
};

/** What the rule says of one measure, or of a canary. */
type Verdict = 'too-few' | 'no-worse' | 'worse';

/** Each verdict in words, as the watch writes it and the report prints it. */
export const verdictWords: Record<Verdict, string> = {
  'too-few': 'not enough data yet',
  'no-worse': 'no worse',
  worse: 'worse',
};

export interface Judgement {
  verdict: Verdict;
  /** The shares compared, and the test's p-value (of the canary being no worse than the stable release plus the margin). */
  stableShare: number;
  canaryShare: number;
  p?: number;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26: within 1.5e-7). */
function normalCdf(z: number) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

const share = ({ loads, bad }: Tally) => (loads ? bad / loads : 0);

/**
 * One measure of the two releases. The difference of the shares is tested with the Agresti-Caffo adjustment (one
 * success and one failure added to each release), which holds for small counts and shares near 0.
 */
export function judge(stable: Tally, canary: Tally, rule: CanaryRule = defaultRule): Judgement {
  const shares = { stableShare: share(stable), canaryShare: share(canary) };
  if (stable.loads < rule.minLoads || canary.loads < rule.minLoads) return { verdict: 'too-few', ...shares };
  const adjusted = ({ loads, bad }: Tally) => ({ p: (bad + 1) / (loads + 2), n: loads + 2 });
  const s = adjusted(stable);
  const c = adjusted(canary);
  const error = Math.sqrt((s.p * (1 - s.p)) / s.n + (c.p * (1 - c.p)) / c.n);
  const p = 1 - normalCdf((c.p - s.p - rule.margin) / error);
  return { verdict: p < 1 - rule.confidence ? 'worse' : 'no-worse', ...shares, p };
}

/** A canary's two measures, each of its stable and canary releases. */
export interface CanaryTallies {
  /** Page loads that requested the area's code, and those with an error or a failed remote (field reports). */
  field: { stable: Tally; canary: Tally };
  /** Pages the edge served with the area in them, and those with a 503 or a fragment's notice of it. */
  edge: { stable: Tally; canary: Tally };
}

export interface CanaryJudgement {
  verdict: Verdict;
  field: Judgement;
  edge: Judgement;
  /** Still short of the minimum in a measure `overdueHours` after the canary started. */
  overdue: boolean;
  /** Why, in a sentence: what is logged and reported. */
  because: string;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * The canary, on both measures: worse when either is; no worse when both have their minimum and neither is; else
 * not enough data yet (`overdue` once it has run `overdueHours`).
 */
export function judgeCanary(
  tallies: CanaryTallies,
  since: Date,
  now: Date,
  rule: CanaryRule = defaultRule,
): CanaryJudgement {
  const field = judge(tallies.field.stable, tallies.field.canary, rule);
  const edge = judge(tallies.edge.stable, tallies.edge.canary, rule);
  const worse = [field.verdict === 'worse' ? 'field' : '', edge.verdict === 'worse' ? 'edge' : ''].filter(Boolean);
  const verdict: Verdict = worse.length
    ? 'worse'
    : field.verdict === 'no-worse' && edge.verdict === 'no-worse'
      ? 'no-worse'
      : 'too-few';
  const overdue = verdict === 'too-few' && now.getTime() - since.getTime() >= rule.overdueHours * 3_600_000;
  const measures = { field: 'page loads with an error or a failed remote', edge: 'pages served with a failure' };
  const because =
    verdict === 'worse'
      ? worse
          .map((name) => {
            const judged = name === 'field' ? field : edge;
            return `${measures[name as 'field' | 'edge']}: ${percent(judged.canaryShare)} against ${percent(judged.stableShare)}, above it by more than ${percent(rule.margin)} at ${percent(rule.confidence)} confidence`;
          })
          .join('; ')
      : verdict === 'no-worse'
        ? `no measure above the stable release's by more than ${percent(rule.margin)} at ${percent(rule.confidence)} confidence`
        : `fewer than ${rule.minLoads} page loads of a release in a measure${overdue ? `, ${rule.overdueHours} h after it started` : ''}`;
  return { verdict, field, edge, overdue, because };
}
