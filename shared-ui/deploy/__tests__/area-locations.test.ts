/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { areaFile, canaryVerdictsFile, readAreaLocation, readAreaState } from '../area-locations.mjs';
import { changeArea, endCanary, pointArea, publishRelease, startCanary } from '../area-changes.mjs';

describe("an area's location (one file per area, written by its own deploy)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'areas-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const products = { release: '42', manifest: 'https://products.example.com/releases/42/mf-manifest.json' };
  const company = { release: '7', manifest: '/releases/remote_company/7/mf-manifest.json' };

  it('is written whole, with its version, readable by all and by nothing wider, and read back', () => {
    pointArea(dir, 'remote_products', products);
    pointArea(dir, 'remote_company', company);
    expect(readAreaLocation(dir, 'remote_products')).toEqual(products);
    expect(readAreaLocation(dir, 'remote_company')).toEqual(company);
    expect(JSON.parse(readFileSync(areaFile(dir, 'remote_products'), 'utf8'))).toEqual({
      version: 3,
      stable: products,
    });
    expect(statSync(areaFile(dir, 'remote_products')).mode & 0o777).toBe(0o644);
    // Nothing left beside it: the new file was renamed over the old.
    expect(readdirSync(join(dir, 'areas')).sort()).toEqual(['remote_company.json', 'remote_products.json']);
  });

  it('reads the version before (one release) and the legacy one (the manifest alone, with the release it meant), and says what is wrong with others', () => {
    mkdirSync(join(dir, 'areas'));
    const write = (name: string, value: unknown) =>
      writeFileSync(areaFile(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
    write('remote_services', { version: 2, ...company });
    expect(readAreaState(dir, 'remote_services')).toEqual({ stable: company });
    write('remote_company', { manifest: '/releases/remote_company/2026-11-27.1/mf-manifest.json' });
    write('remote_products', { manifest: 'https://cdn.example.org/products/42/mf-manifest.json' });
    expect(readAreaLocation(dir, 'remote_company')).toEqual({
      release: '2026-11-27.1',
      manifest: '/releases/remote_company/2026-11-27.1/mf-manifest.json',
    });
    // A release on another origin, by its address: a name every reader takes (the page's data included).
    expect(readAreaLocation(dir, 'remote_products').release).toBe('cdn.example.org-products-42');
    write('remote_services', { version: 2, manifest: company.manifest });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(/release/);
    write('remote_services', { version: 4, ...company });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(/version/);
    write('remote_services', { version: 3, ...company });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(/stable/);
    write('remote_services', {
      version: 3,
      stable: company,
      canary: { ...company, share: 10, since: '2026-12-07T10:00:00Z' },
    });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(/a canary of a release other than the stable one/);
    write('remote_services', { version: 3, stable: company, canary: { ...products, share: 100, since: 'today' } });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(
      /canary\.share a share below 100 %; canary\.since an ISO 8601 time/,
    );
    write('remote_services', { version: 2, ...company, extra: 1 });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(/extra/);
    write('remote_services', '{"version": 2, "rel');
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(SyntaxError);
  });

  it('refuses a location that is no http(s) URL or path under /releases/, a bad release name, and a name that would leave the folder', () => {
    const at = (manifest: string) => ({ release: '1', manifest });
    expect(() => pointArea(dir, 'remote_products', at('javascript:alert(1)'))).toThrow(/http\(s\) URL/);
    // Not another host by a path that starts with two slashes.
    expect(() => pointArea(dir, 'remote_products', at('//evil.example.com/mf-manifest.json'))).toThrow(/http\(s\) URL/);
    // A release of the site is where its name says: never another release's, or another area's, under that name.
    for (const manifest of [
      '/releases/remote_company/8/mf-manifest.json',
      '/releases/remote_products/7/mf-manifest.json',
    ])
      expect(() => pointArea(dir, 'remote_company', { release: '7', manifest })).toThrow(
        'release 7 of remote_company is served at /releases/remote_company/7/mf-manifest.json',
      );
    for (const release of ['', '../1', '1/2', '.hidden'])
      expect(() => pointArea(dir, 'remote_products', { ...company, release })).toThrow(/a release/);
    // A path of the site is a release the edge serves, and never climbs out of its folder.
    for (const path of [
      '/x/mf-manifest.json',
      '/releases/../deploy/mf-manifest.json',
      '/releases/a/../../mf-manifest.json',
    ])
      expect(() => pointArea(dir, 'remote_products', at(path))).toThrow(/under \/releases\//);
    expect(() => pointArea(dir, '../shell', at('/releases/shell/1/mf-manifest.json'))).toThrow(/federation name/);
    expect(existsSync(join(dir, 'areas'))).toBe(false);
  });

  it('is one command for a deploy, which names the release in every form, strict about its options', () => {
    const command = join(__dirname, '..', 'point-area.mjs');
    const pointAt = (...args: string[]) =>
      spawnSync('node', [command, '--deploy-dir', dir, '--area', 'remote_services', ...args], { encoding: 'utf8' });
    // A release on another origin.
    const cdn = pointAt('--release', '7', '--manifest', 'https://s.example.com/7/mf-manifest.json');
    expect(cdn.status).toBe(0);
    expect(cdn.stdout).toContain('remote_services: stable 7 (https://s.example.com/7/mf-manifest.json)');
    expect(readAreaLocation(dir, 'remote_services')).toEqual({
      release: '7',
      manifest: 'https://s.example.com/7/mf-manifest.json',
    });
    // Not without its name.
    const unnamed = pointAt('--manifest', 'https://s.example.com/7/mf-manifest.json');
    expect(unnamed.status).toBe(1);
    expect(unnamed.stderr).toContain('usage:\n  point-area.mjs --deploy-dir');
    // A build published to the edge's releases folder, whole, then never replaced.
    const build = join(dir, 'build');
    mkdirSync(join(build, 'static'), { recursive: true });
    writeFileSync(join(build, 'mf-manifest.json'), '{}');
    const publish = ['--deploy-dir', dir, '--area', 'remote_services', '--publish', build, '--release', '8'];
    expect(spawnSync('node', [command, ...publish], { encoding: 'utf8' }).status).toBe(0);
    expect(readAreaLocation(dir, 'remote_services')).toEqual({
      release: '8',
      manifest: '/releases/remote_services/8/mf-manifest.json',
    });
    expect(readdirSync(join(dir, 'releases', 'remote_services'))).toEqual(['8']);
    expect(existsSync(join(dir, 'releases', 'remote_services', '8', 'mf-manifest.json'))).toBe(true);
    const again = spawnSync('node', [command, ...publish], { encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('a release is never replaced');
    // A rollback: a release published before, by its name alone; never one that was not.
    expect(pointAt('--release', '7', '--manifest', 'https://s.example.com/7/mf-manifest.json').status).toBe(0);
    expect(pointAt('--release', '8').status).toBe(0);
    expect(readAreaLocation(dir, 'remote_services').release).toBe('8');
    const unknown = pointAt('--release', '9');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('release 9 of remote_services was never published here');
    expect(readAreaLocation(dir, 'remote_services').release).toBe('8');
    const typo = spawnSync('node', [command, '--deploy-dir', dir, '--areas', 'remote_services'], { encoding: 'utf8' });
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain("Unknown option '--areas'");
  });

  it('puts a canary beside the stable release, changes its share, promotes it or withdraws it, and refuses what would mix them', () => {
    const release = (name: string) => ({
      release: name,
      manifest: `/releases/remote_products/${name}/mf-manifest.json`,
    });
    const since = new Date('2026-12-07T10:00:00.000Z');
    expect(() => startCanary(dir, 'remote_products', release('44'), 10, { now: since })).toThrow(/no stable release/);
    pointArea(dir, 'remote_products', release('42'));
    pointArea(dir, 'remote_products', release('43'));
    expect(() => startCanary(dir, 'remote_products', release('43'), 10, { now: since })).toThrow(
      /stable release already/,
    );
    startCanary(dir, 'remote_products', release('44'), 10, { now: since });
    expect(readAreaState(dir, 'remote_products')).toEqual({
      stable: release('43'),
      previous: release('42'),
      canary: { ...release('44'), share: 10, since: since.toISOString() },
    });
    // Readers that know one release take the stable one.
    expect(readAreaLocation(dir, 'remote_products')).toEqual(release('43'));
    // The same canary again: a new share, the same start.
    startCanary(dir, 'remote_products', release('44'), 50, { now: new Date('2026-12-07T11:00:00.000Z') });
    expect(readAreaState(dir, 'remote_products')?.canary).toEqual({
      ...release('44'),
      share: 50,
      since: since.toISOString(),
    });
    // Nothing else while it runs: neither another canary nor a deploy for everyone.
    expect(() => startCanary(dir, 'remote_products', release('45'), 10)).toThrow(
      /remote_products has a canary running \(release 44, 50 %\): --promote or --abort it first/,
    );
    expect(() => pointArea(dir, 'remote_products', release('45'))).toThrow(/canary running/);
    expect(endCanary(dir, 'remote_products', 'promote')).toEqual({ stable: release('44'), previous: release('43') });
    expect(() => endCanary(dir, 'remote_products', 'promote')).toThrow(/no canary running/);
    startCanary(dir, 'remote_products', release('45'), 10, { now: since });
    // The rule's withdrawal of a canary it judged, once that canary is gone or another runs: nothing is undone.
    for (const judged of [
      { release: '44', since: since.toISOString() },
      { release: '45', since: '2026-12-07T09:00:00.000Z' },
    ])
      expect(() => endCanary(dir, 'remote_products', 'abort', { judged })).toThrow(
        /no longer release .*: left as it is/,
      );
    expect(
      endCanary(dir, 'remote_products', 'abort', { judged: { release: '45', since: since.toISOString() } }),
    ).toEqual({ stable: release('44'), previous: release('43') });
    startCanary(dir, 'remote_products', release('45'), 10, { now: since });
    expect(endCanary(dir, 'remote_products', 'abort')).toEqual({ stable: release('44'), previous: release('43') });
    expect(() => endCanary(dir, 'remote_products', 'abort')).toThrow(/no canary running/);
  });

  it('refuses a canary over a file that does not hold, and lets a deploy for every visitor write it whole again', () => {
    const location = { release: '2', manifest: '/releases/remote_company/2/mf-manifest.json' };
    mkdirSync(join(dir, 'areas'));
    writeFileSync(areaFile(dir, 'remote_company'), '{"version": 3, "stable": {"rel');
    expect(() => startCanary(dir, 'remote_company', location, 10)).toThrow(/does not hold .*: mend it by hand/);
    expect(() => endCanary(dir, 'remote_company', 'abort')).toThrow(/does not hold/);
    pointArea(dir, 'remote_company', location);
    expect(readAreaState(dir, 'remote_company')).toEqual({ stable: location });
  });

  it('makes one change at a time: a change while another holds the lock is refused and writes nothing', () => {
    const location = { release: '1', manifest: '/releases/remote_company/1/mf-manifest.json' };
    pointArea(dir, 'remote_company', location);
    // Where every writer takes it: the area's own folder of releases, which no other team writes.
    const folder = join(dir, 'releases', 'remote_company');
    mkdirSync(folder, { recursive: true });
    const unlock = lockfile.lockSync(folder, { lockfilePath: join(folder, '.lock'), realpath: false });
    try {
      expect(() => changeArea(dir, 'remote_company', () => ({ stable: { ...location, release: '2' } }))).toThrow(
        /remote_company: another change to its file is under way/,
      );
    } finally {
      unlock();
    }
    expect(readAreaLocation(dir, 'remote_company')).toEqual(location);
  });

  it('is one command for a canary: --canary, --status, --promote and --abort, refusing a deploy meanwhile', () => {
    const command = join(__dirname, '..', 'point-area.mjs');
    const run = (...args: string[]) => spawnSync('node', [command, '--deploy-dir', dir, ...args], { encoding: 'utf8' });
    const build = join(dir, 'build');
    mkdirSync(build, { recursive: true });
    writeFileSync(join(build, 'mf-manifest.json'), '{}');
    publishRelease(dir, 'remote_products', build, '43');
    const canary = run('--area', 'remote_products', '--publish', build, '--release', '44', '--canary', '10');
    expect(canary.stderr).toBe('');
    expect(canary.stdout).toMatch(/^remote_products: stable 43 .*; canary 44 .* on 10 % of page loads since /);
    for (const share of ['0', '100', 'ten'])
      expect(run('--area', 'remote_products', '--release', '44', '--canary', share).stderr).toContain(
        'a share of page loads in per cent, above 0 and below 100',
      );
    const deploy = run('--area', 'remote_products', '--release', '43');
    expect(deploy.status).toBe(1);
    expect(deploy.stderr).toContain(
      'remote_products has a canary running (release 44, 10 %): --promote or --abort it first',
    );
    publishRelease(dir, 'remote_company', build, '7');
    const status = run('--status');
    expect(status.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(/^remote_company: stable 7 \(\/releases\/remote_company\/7\/mf-manifest\.json\)$/),
      expect.stringMatching(
        /^remote_products: stable 43 \(.*\); canary 44 \(\/releases\/remote_products\/44\/mf-manifest\.json\) on 10 % of page loads since \S+ \(0 min\); verdict: none yet \(the canary watch has not judged it: is it running\?\)$/,
      ),
    ]);
    // The canary watch's last verdict on this canary (field/canary/watch.ts writes it), and none of another one's.
    const since = readAreaState(dir, 'remote_products')?.canary?.since;
    const verdict = { verdict: 'no worse', because: 'no measure above', checked: '2026-12-08T02:00:00.000Z' };
    writeFileSync(canaryVerdictsFile(dir), JSON.stringify({ remote_products: { release: '44', since, ...verdict } }));
    expect(run('--status', '--area', 'remote_products').stdout).toContain(
      'verdict: no worse at 2026-12-08T02:00:00.000Z: no measure above',
    );
    writeFileSync(canaryVerdictsFile(dir), JSON.stringify({ remote_products: { release: '42', since, ...verdict } }));
    expect(run('--status', '--area', 'remote_products').stdout).toContain('verdict: none yet');
    expect(run('--area', 'remote_products', '--promote').stdout).toMatch(
      /^remote_products: stable 44 .*; rollback target 43$/m,
    );
    expect(run('--area', 'remote_products', '--abort').stderr).toContain('remote_products has no canary running');
    expect(run('--area', 'remote_products', '--promote', '--abort').stderr).toContain('usage:');
  });

  // As the README's deploy section sets it up: areas/ root's, group deploy, mode 1775 (the sticky bit), each area's
  // file its team's. Run where the tests run as root, taking each team's user in turn; the rule runs as root.
  const asRoot = process.getuid?.() === 0 && typeof process.seteuid === 'function';
  (asRoot ? it : it.skip)(
    "lets a team's user write its own area's file only, and root any, keeping it the team's",
    () => {
      const deploy = 10_000;
      const as = <T>(uid: number, work: () => T): T => {
        process.setegid!(deploy);
        process.seteuid!(uid);
        try {
          return work();
        } finally {
          process.seteuid!(0);
          process.setegid!(0);
        }
      };
      const [productsTeam, companyTeam] = [10_001, 10_002];
      chmodSync(dir, 0o755);
      mkdirSync(join(dir, 'areas'));
      chownSync(join(dir, 'areas'), 0, deploy);
      chmodSync(join(dir, 'areas'), 0o1775);
      for (const [name, team] of [
        ['remote_products', productsTeam],
        ['remote_company', companyTeam],
      ] as const) {
        writeFileSync(areaFile(dir, name), '', { mode: 0o644 });
        chownSync(areaFile(dir, name), team, deploy);
        mkdirSync(join(dir, 'releases', name), { recursive: true });
        chownSync(join(dir, 'releases', name), team, deploy);
      }
      as(productsTeam, () => pointArea(dir, 'remote_products', products));
      as(companyTeam, () => pointArea(dir, 'remote_company', company));
      // The other team cannot rename over the file (the sticky bit), nor take the area's lock.
      const other = { release: '43', manifest: 'https://products.example.com/releases/43/mf-manifest.json' };
      const planted = join(dir, 'areas', 'planted.json');
      as(companyTeam, () => writeFileSync(planted, '{}'));
      expect(() => as(companyTeam, () => renameSync(planted, areaFile(dir, 'remote_products')))).toThrow(/EPERM/);
      expect(() => as(companyTeam, () => pointArea(dir, 'remote_products', other))).toThrow(/EACCES|EPERM/);
      rmSync(planted);
      expect(readAreaLocation(dir, 'remote_products')).toEqual(products);
      as(productsTeam, () => startCanary(dir, 'remote_products', other, 10));
      // Nothing left beside the areas' files by the refused writes.
      expect(readdirSync(join(dir, 'areas')).sort()).toEqual(['remote_company.json', 'remote_products.json']);
      // The rule withdraws any area's canary, and the file stays its team's, which deploys again.
      expect(endCanary(dir, 'remote_products', 'abort')).toEqual({ stable: products });
      expect(statSync(areaFile(dir, 'remote_products')).uid).toBe(productsTeam);
      as(productsTeam, () => pointArea(dir, 'remote_products', other));
      expect(readAreaLocation(dir, 'remote_products')).toEqual(other);
    },
  );
});
