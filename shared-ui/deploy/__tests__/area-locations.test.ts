/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaFile, pointArea, readAreaLocation } from '../area-locations.mjs';

describe("an area's location (one file per area, written by its own deploy)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'areas-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is written whole, readable by all and by nothing wider, and read back', () => {
    pointArea(dir, 'remote_products', 'https://products.example.com/releases/42/mf-manifest.json');
    pointArea(dir, 'remote_company', '/releases/remote_company/7/mf-manifest.json');
    expect(readAreaLocation(dir, 'remote_products')).toBe('https://products.example.com/releases/42/mf-manifest.json');
    expect(readAreaLocation(dir, 'remote_company')).toBe('/releases/remote_company/7/mf-manifest.json');
    expect(statSync(areaFile(dir, 'remote_products')).mode & 0o777).toBe(0o644);
    // Nothing left beside it: the new file was renamed over the old.
    expect(readdirSync(join(dir, 'areas')).sort()).toEqual(['remote_company.json', 'remote_products.json']);
  });

  it('refuses a location that is no http(s) URL or path under /releases/, and a name that would leave the folder', () => {
    expect(() => pointArea(dir, 'remote_products', 'javascript:alert(1)')).toThrow(/http\(s\) URL/);
    // Not another host by a path that starts with two slashes.
    expect(() => pointArea(dir, 'remote_products', '//evil.example.com/mf-manifest.json')).toThrow(/http\(s\) URL/);
    // A path of the site is a release the edge serves, and never climbs out of its folder.
    for (const path of [
      '/x/mf-manifest.json',
      '/releases/../deploy/mf-manifest.json',
      '/releases/a/../../mf-manifest.json',
    ])
      expect(() => pointArea(dir, 'remote_products', path)).toThrow(/under \/releases\//);
    expect(() => pointArea(dir, '../shell', '/releases/shell/1/mf-manifest.json')).toThrow(/federation name/);
    expect(existsSync(join(dir, 'areas'))).toBe(false);
  });

  it('is one command for a deploy, strict about its options', () => {
    const command = join(__dirname, '..', 'point-area.mjs');
    const ok = spawnSync(
      'node',
      [
        command,
        '--deploy-dir',
        dir,
        '--area',
        'remote_services',
        '--manifest',
        'https://s.example.com/7/mf-manifest.json',
      ],
      { encoding: 'utf8' },
    );
    expect(ok.status).toBe(0);
    expect(readAreaLocation(dir, 'remote_services')).toBe('https://s.example.com/7/mf-manifest.json');
    // A build published to the edge's releases folder, whole, then never replaced.
    const build = join(dir, 'build');
    mkdirSync(join(build, 'static'), { recursive: true });
    writeFileSync(join(build, 'mf-manifest.json'), '{}');
    const publish = ['--deploy-dir', dir, '--area', 'remote_services', '--publish', build, '--release', '8'];
    expect(spawnSync('node', [command, ...publish], { encoding: 'utf8' }).status).toBe(0);
    expect(readAreaLocation(dir, 'remote_services')).toBe('/releases/remote_services/8/mf-manifest.json');
    expect(readdirSync(join(dir, 'releases', 'remote_services'))).toEqual(['8']);
    expect(existsSync(join(dir, 'releases', 'remote_services', '8', 'mf-manifest.json'))).toBe(true);
    const again = spawnSync('node', [command, ...publish], { encoding: 'utf8' });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('a release is never replaced');
    const typo = spawnSync('node', [command, '--deploy-dir', dir, '--areas', 'remote_services'], { encoding: 'utf8' });
    expect(typo.status).toBe(1);
    expect(typo.stderr).toContain("Unknown option '--areas'");
  });
});
