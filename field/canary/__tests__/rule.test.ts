/** @jest-environment node */
import { defaultRule, judge, judgeCanary, type CanaryRule, type Tally } from '../rule';

/** A seeded generator (mulberry32): the same simulated days on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Canary-days of two releases that fail alike: 1 page load a second in all, 0.1 a second on the canary, each
 * going wrong with probability `fieldRate` (field reports) and `edgeRate` (the edge's counts), the rule checked
 * every `rule.checkSeconds`. How many of `days` end with the canary withdrawn.
 */
function healthyWithdrawals(days: number, fieldRate: number, edgeRate: number, rule: CanaryRule, seed: number) {
  const next = random(seed);
  /**
   * Page loads of one release in one measure, each wrong with probability `rate`: the loads until the next wrong
   * one are drawn (geometric), so a day costs its wrong loads, not its loads.
   */
  const loadsOf = (rate: number) => {
    const gap = () => 1 + Math.floor(Math.log(1 - next()) / Math.log(1 - rate));
    let untilBad = gap();
    /** How many of the next `loads` go wrong. */
    return (loads: number) => {
      let left = loads;
      let bad = 0;
      while (untilBad <= left) {
        left -= untilBad;
        bad += 1;
        untilBad = gap();
      }
      untilBad -= left;
      return bad;
    };
  };
  const since = new Date('2026-12-08T00:00:00Z');
  const perCheck = { canary: 0.1 * rule.checkSeconds, stable: 0.9 * rule.checkSeconds };
  let withdrawn = 0;
  for (let day = 0; day < days; day += 1) {
    const tally = () => ({ stable: { loads: 0, bad: 0 }, canary: { loads: 0, bad: 0 } });
    const field = tally();
    const edge = tally();
    const wrong = {
      field: { stable: loadsOf(fieldRate), canary: loadsOf(fieldRate) },
      edge: { stable: loadsOf(edgeRate), canary: loadsOf(edgeRate) },
    };
    for (let check = 1; check <= 86_400 / rule.checkSeconds; check += 1) {
      for (const role of ['stable', 'canary'] as const) {
        const loads = perCheck[role];
        field[role] = { loads: field[role].loads + loads, bad: field[role].bad + wrong.field[role](loads) };
        edge[role] = { loads: edge[role].loads + loads, bad: edge[role].bad + wrong.edge[role](loads) };
      }
      const now = new Date(since.getTime() + check * rule.checkSeconds * 1000);
      if (judgeCanary({ field, edge }, since, now, rule).verdict === 'worse') {
        withdrawn += 1;
        break;
      }
    }
  }
  return withdrawn;
}

describe('the canary rule', () => {
  it('withdraws a healthy canary at most once in 100 canary-days with its defaults, checked all day', () => {
    // Shares of page loads that go wrong on a healthy release, from a quiet area to a noisy one.
    for (const [fieldRate, edgeRate, seed] of [
      [0.005, 0.001, 1],
      [0.02, 0.005, 2],
      [0.05, 0.01, 3],
    ] as const) {
      const days = 300;
      expect(healthyWithdrawals(days, fieldRate, edgeRate, defaultRule, seed)).toBeLessThanOrEqual(days / 100);
    }
  });

  it('finds a broken canary worse as soon as both releases have the minimum, on either measure', () => {
    const healthy = { loads: 900, bad: 9 };
    const broken = { loads: defaultRule.minLoads, bad: defaultRule.minLoads };
    expect(judge(healthy, broken).verdict).toBe('worse');
    expect(judge(healthy, { ...broken, loads: defaultRule.minLoads - 1, bad: defaultRule.minLoads - 1 }).verdict).toBe(
      'too-few',
    );
    const since = new Date('2026-12-08T00:00:00Z');
    const hourLater = new Date('2026-12-08T01:00:00Z');
    const onEdge = judgeCanary(
      { field: { stable: healthy, canary: { loads: 0, bad: 0 } }, edge: { stable: healthy, canary: broken } },
      since,
      hourLater,
    );
    expect(onEdge).toMatchObject({ verdict: 'worse', edge: { verdict: 'worse' }, field: { verdict: 'too-few' } });
    expect(onEdge.because).toBe(
      'pages served with a failure: 100.0 % against 1.0 %, above it by more than 2.0 % at 99.9 % confidence',
    );
  });

  it('says no worse for a canary within the margin, and reports one still short of the minimum after a day', () => {
    const stable: Tally = { loads: 5000, bad: 100 };
    const canary: Tally = { loads: 600, bad: 18 };
    expect(judge(stable, canary).verdict).toBe('no-worse');
    const since = new Date('2026-12-08T00:00:00Z');
    const both = { field: { stable, canary }, edge: { stable, canary } };
    expect(judgeCanary(both, since, new Date('2026-12-08T02:00:00Z')).verdict).toBe('no-worse');
    const few = { ...both, field: { stable, canary: { loads: 20, bad: 0 } } };
    expect(judgeCanary(few, since, new Date('2026-12-08T23:00:00Z'))).toMatchObject({
      verdict: 'too-few',
      overdue: false,
    });
    expect(judgeCanary(few, since, new Date('2026-12-09T00:00:00Z'))).toMatchObject({
      verdict: 'too-few',
      overdue: true,
      because: 'fewer than 30 page loads of a release in a measure, 24 h after it started',
    });
  });
});
