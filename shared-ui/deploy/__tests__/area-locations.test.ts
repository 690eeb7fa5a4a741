/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaFile, pointArea, readAreaLocation } from '../area-locations.mjs';

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
    expect(JSON.parse(readFileSync(areaFile(dir, 'remote_products'), 'utf8'))).toEqual({ version: 2, ...products });
    expect(statSync(areaFile(dir, 'remote_products')).mode & 0o777).toBe(0o644);
    // Nothing left beside it: the new file was renamed over the old.
    expect(readdirSync(join(dir, 'areas')).sort()).toEqual(['remote_company.json', 'remote_products.json']);
  });

  it('reads the version before (the manifest alone) with the release it meant, and says what is wrong with others', () => {
    mkdirSync(join(dir, 'areas'));
    const write = (name: string, value: unknown) =>
      writeFileSync(areaFile(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
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
    write('remote_services', { version: 3, ...company });
    expect(() => readAreaLocation(dir, 'remote_services')).toThrow(/version/);
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
    expect(cdn.stdout).toContain('remote_services now at release 7 (https://s.example.com/7/mf-manifest.json)');
    expect(readAreaLocation(dir, 'remote_services')).toEqual({
      release: '7',
      manifest: 'https://s.example.com/7/mf-manifest.json',
    });
    // Not without its name.
    const unnamed = pointAt('--manifest', 'https://s.example.com/7/mf-manifest.json');
    expect(unnamed.status).toBe(1);
    expect(unnamed.stderr).toContain('usage: point-area.mjs');
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
});
