/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { edgeCountsText, type EdgeCountsRow } from 'shared-ui/contract/edge-counts';
import { endCanary, pointArea, startCanary } from 'shared-ui/deploy/area-changes.mjs';
import { canaryVerdictsFile, readAreaState } from 'shared-ui/deploy/area-locations.mjs';
import { defaultRule } from '../rule';
import { canaryWatch } from '../watch';

const release = (name: string) => ({ release: name, manifest: `/releases/remote_products/${name}/mf-manifest.json` });
const since = new Date('2026-12-08T01:00:00.000Z');

describe('the canary watch', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'canary-watch-'));
    for (const name of ['43', '44']) {
      mkdirSync(join(dir, 'releases', 'remote_products', name), { recursive: true });
      writeFileSync(join(dir, 'releases', 'remote_products', name, 'mf-manifest.json'), '{}');
    }
    pointArea(dir, 'remote_products', release('43'));
    startCanary(dir, 'remote_products', release('44'), 10, { now: since });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Two edges' counts files, the canary's pages failing `canaryFailed` of `canaryServed`. */
  const edges = (canaryServed: number, canaryFailed: number) => {
    mkdirSync(join(dir, 'counts'), { recursive: true });
    const row = (role: 'stable' | 'canary', served: number, failed: number): EdgeCountsRow => ({
      area: 'remote_products',
      since: since.toISOString(),
      release: role === 'canary' ? '44' : '43',
      role,
      served,
      failed,
    });
    for (const edge of ['a', 'b'])
      writeFileSync(
        join(dir, 'counts', `${edge}-1.json`),
        edgeCountsText([row('stable', 450, 1), row('canary', canaryServed / 2, canaryFailed / 2)]),
      );
    // Another canary's counts of the area, from before: never added to this one's.
    writeFileSync(
      join(dir, 'counts', 'a-0.json'),
      edgeCountsText([{ ...row('canary', 1000, 1000), since: '2026-12-01T00:00:00.000Z' }]),
    );
  };

  const watchWith = () => {
    const lines: { line: object; message: string }[] = [];
    const log = {
      info: () => undefined,
      warn: (line: object | string, message?: string) => {
        lines.push(typeof line === 'string' ? { line: {}, message: line } : { line, message: message ?? '' });
      },
    };
    const registry = new Registry();
    const watch = canaryWatch({ deployDir: dir, rule: defaultRule, log: log as never, registry, now: () => since });
    return { watch, lines, registry };
  };

  it('withdraws a canary whose pages the edges served failing, says why, counts it, and leaves the stable release', async () => {
    edges(40, 30);
    const { watch, lines, registry } = watchWith();
    expect(watch.check().remote_products).toMatchObject({ verdict: 'worse', edge: { verdict: 'worse' } });
    expect(readAreaState(dir, 'remote_products')).toEqual({ stable: release('43') });
    expect(lines).toEqual([
      {
        line: {
          area: 'products',
          release: '44',
          since: since.toISOString(),
          because:
            'pages served with a failure: 75.0 % against 0.2 %, above it by more than 2.0 % at 99.9 % confidence',
        },
        message: 'canary withdrawn: it did worse than the stable release',
      },
    ]);
    expect(await registry.getSingleMetricAsString('canary_withdrawals_total')).toContain(
      'canary_withdrawals_total{area="products",release="44"} 1',
    );
    // Its last verdict, for point-area.mjs --status.
    expect(JSON.parse(readFileSync(canaryVerdictsFile(dir), 'utf8'))).toEqual({
      remote_products: {
        release: '44',
        since: since.toISOString(),
        verdict: 'worse',
        because: expect.stringMatching(/^pages served with a failure: 75\.0 %/) as string,
        checked: since.toISOString(),
      },
    });
    // Nothing left to judge.
    expect(watch.check()).toEqual({});
    // The edges' files of counts, once unchanged for an hour and of no canary running, are removed.
    const later = canaryWatch({
      deployDir: dir,
      rule: defaultRule,
      log: { info: () => undefined, warn: () => undefined } as never,
      registry: new Registry(),
      now: () => new Date(Date.now() + 2 * 3_600_000),
    });
    expect(readdirSync(join(dir, 'counts'))).toHaveLength(3);
    later.check();
    expect(readdirSync(join(dir, 'counts'))).toEqual([]);
  });

  it('leaves a healthy canary, and one short of page loads, running', () => {
    edges(40, 0);
    expect(watchWith().watch.check().remote_products?.verdict).toBe('too-few');
    expect(readAreaState(dir, 'remote_products')?.canary?.release).toBe('44');
    edges(20, 20);
    expect(watchWith().watch.check().remote_products?.verdict).toBe('too-few');
    expect(readAreaState(dir, 'remote_products')?.canary?.release).toBe('44');
  });

  it('never undoes a change made since it judged: a canary promoted meanwhile stays promoted', () => {
    edges(40, 30);
    endCanary(dir, 'remote_products', 'promote');
    startCanary(dir, 'remote_products', release('43'), 10, { now: new Date('2026-12-08T02:00:00.000Z') });
    const { watch } = watchWith();
    // The new canary has no pages counted yet: not judged worse, and the promotion stands.
    expect(watch.check().remote_products?.verdict).toBe('too-few');
    expect(readAreaState(dir, 'remote_products')).toMatchObject({ stable: release('44'), canary: release('43') });
  });
});
