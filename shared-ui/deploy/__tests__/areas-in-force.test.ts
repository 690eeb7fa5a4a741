/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaFile, areasInForce, prefixesFile, prefixesInForce } from '../area-locations.mjs';
import { endCanary, pointArea, startCanary } from '../area-changes.mjs';

describe('where the edge finds each area (areasInForce)', () => {
  it("follows each area's own file, keeps an area's last good location over a broken file, and names no place for an area without one", () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-areas-'));
    const warnings: string[] = [];
    try {
      const a1 = { release: '1', manifest: 'https://a.example.com/1/mf-manifest.json' };
      const a2 = { release: '2', manifest: 'https://a.example.com/2/mf-manifest.json' };
      const a3 = { release: '3', manifest: 'https://a.example.com/3/mf-manifest.json' };
      pointArea(dir, 'remote_a', a1);
      // An area's file of the version before: its manifest alone.
      writeFileSync(areaFile(dir, 'remote_b'), JSON.stringify({ manifest: '/releases/remote_b/3/mf-manifest.json' }));
      const inForce = areasInForce(dir, ['remote_a', 'remote_b', 'remote_c'], (w) => warnings.push(w));
      expect(inForce()).toEqual({
        remote_a: { stable: a1 },
        remote_b: { stable: { release: '3', manifest: '/releases/remote_b/3/mf-manifest.json' } },
      });
      expect(warnings).toEqual([expect.stringContaining('remote_c.json: missing; the area is deployed nowhere')]);

      // One area's deploy repoints it; the others stay.
      pointArea(dir, 'remote_a', a2);
      expect(inForce().remote_a).toEqual({ stable: a2, previous: a1 });
      // A canary beside the stable release, then withdrawn.
      startCanary(dir, 'remote_a', a3, 10, { now: new Date('2026-12-08T00:00:00Z') });
      expect(inForce().remote_a).toEqual({
        stable: a2,
        previous: a1,
        canary: { ...a3, share: 10, since: '2026-12-08T00:00:00.000Z' },
      });
      endCanary(dir, 'remote_a', 'abort');
      expect(inForce().remote_a).toEqual({ stable: a2, previous: a1 });

      // A file caught half-written: the last good location, said once.
      writeFileSync(areaFile(dir, 'remote_a'), '{"version": 2, "release": "3", "manifest": "https://a.exa');
      expect(inForce().remote_a?.stable).toEqual(a2);
      expect(inForce().remote_a?.stable).toEqual(a2);
      expect(warnings.filter((w) => w.includes('remote_a.json'))).toHaveLength(1);
      expect(warnings[1]).toContain('its last location stays in force');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('which prefixes each area owns (prefixesInForce)', () => {
  it("takes the deploy folder's prefixes.json over the defaults, keeps the last good over a broken one, and refuses a prefix the site keeps", () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-prefixes-'));
    const warnings: string[] = [];
    const defaults = { remote_a: ['/a'] };
    try {
      const inForce = prefixesInForce(dir, defaults, (w) => warnings.push(w));
      expect(inForce()).toEqual(defaults);
      writeFileSync(prefixesFile(dir), JSON.stringify({ remote_a: ['/a', '/legacy-a'], remote_b: ['/b'] }));
      expect(inForce()).toEqual({ remote_a: ['/a', '/legacy-a'], remote_b: ['/b'] });
      writeFileSync(prefixesFile(dir), '{"remote_a": ["/a"');
      expect(inForce()).toEqual({ remote_a: ['/a', '/legacy-a'], remote_b: ['/b'] });
      expect(warnings).toEqual([expect.stringContaining('not JSON; the last prefixes stay in force')]);
      for (const prefix of ['/api', '/releases/x', '/fr/about', '/About', 'services']) {
        writeFileSync(prefixesFile(dir), JSON.stringify({ remote_a: [prefix] }));
        inForce();
      }
      expect(inForce()).toEqual({ remote_a: ['/a', '/legacy-a'], remote_b: ['/b'] });
      expect(warnings).toHaveLength(6);
      rmSync(prefixesFile(dir));
      expect(inForce()).toEqual(defaults);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
