/** @jest-environment node */
import { framesText, parseFrames } from '../frames.mjs';
import { pageDataElement, parsePageData } from '../page-data.mjs';
import { framesOfRelease } from '../../testing/frames';

describe("the shell's frames index", () => {
  it('is written with its version and read back whole', () => {
    const index = parseFrames(framesOfRelease('a1b2c3d4e5f6'), 'frames.json');
    expect(index).toMatchObject({ version: 1, release: 'a1b2c3d4e5f6', remotes: {} });
    expect(parseFrames(framesText({ ...index, prefixes: { remote_a: ['/a'] } }), 'frames.json').prefixes).toEqual({
      remote_a: ['/a'],
    });
  });

  it('reads the index from before it had a version, without the ids the page data replaced', () => {
    const { version, ...current } = JSON.parse(framesOfRelease('a1b2c3d4e5f6')) as { version: number };
    expect(version).toBe(1);
    const before = JSON.stringify({ ...current, remotesMapId: 'remotes', routesMapId: 'site-routes' });
    const index = parseFrames(before, 'frames.json');
    expect(index).toEqual({ ...current, version: 1 });
    expect(index).not.toHaveProperty('remotesMapId');
  });

  it('says what is wrong with one that does not hold, and with a version it does not read', () => {
    const index = JSON.parse(framesOfRelease('a1b2c3d4e5f6')) as Record<string, unknown>;
    expect(() => parseFrames(JSON.stringify({ ...index, release: '../x' }), 'dist/frames/frames.json')).toThrow(
      /^dist\/frames\/frames\.json \(version 1\): release /,
    );
    expect(() => parseFrames(JSON.stringify({ ...index, version: 2 }), 'frames.json')).toThrow(/version/);
    expect(() => parseFrames(JSON.stringify({ release: 'a1b2c3d4e5f6' }), 'frames.json')).toThrow(/before 1/);
    expect(() => parseFrames('{"version": 1, "rel', 'dist/frames/frames.json')).toThrow(
      /^dist\/frames\/frames\.json: /,
    );
  });

  it('takes an index with a field added by a later build of the same version (the collector is deployed apart)', () => {
    const index = JSON.parse(framesOfRelease('a1b2c3d4e5f6')) as Record<string, unknown>;
    expect(parseFrames(JSON.stringify({ ...index, added: true }), 'frames.json').release).toBe('a1b2c3d4e5f6');
  });
});

describe("a page's data", () => {
  const data = {
    version: 1 as const,
    remotes: { remote_a: { release: '7', manifest: 'https://www.example.com/releases/remote_a/7/mf-manifest.json' } },
    routes: {
      prefixes: { remote_a: ['/a'] },
      areas: {
        remote_a: {
          pages: [{ path: '/a', module: 'APage' }],
          menu: [
            {
              group: 'services' as const,
              sections: [{ key: 'all', label: { fr: 'Tous' }, links: [{ path: '/a', label: { fr: 'A </script>' } }] }],
            },
          ],
          redirects: [],
        },
      },
    },
    copy: { language: 'fr' as const, sources: { common: { common: { nav: { home: 'Accueil' } } } } },
  };

  it('is one element whose text cannot end it, read back as it was written', () => {
    const element = pageDataElement(data);
    expect(element).toMatch(/^<script type="application\/json" id="page-data">/);
    expect(element.slice(0, -'</script>'.length)).not.toContain('</script');
    const text = element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(parsePageData(JSON.parse(text))).toEqual(data);
  });

  it('says what is wrong with data that does not hold', () => {
    expect(() => parsePageData({ ...data, version: 2 })).toThrow(/^page data: version /);
    expect(() => parsePageData({ ...data, remotes: { remote_a: { manifest: 'x' } } })).toThrow(/remotes\.remote_a/);
    expect(() => parsePageData({ ...data, copy: { language: 'de', sources: {} } })).toThrow(/copy\.language/);
    expect(() => parsePageData({ ...data, routes: { prefixes: {}, areas: { remote_a: {} } } })).toThrow(
      /routes\.areas\.remote_a/,
    );
  });
});
