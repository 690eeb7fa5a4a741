import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFragments } from '../render-in-node';
import { fragmentsContract } from '../../contract/fragments.mjs';
import { splitHoisted } from '../../src/server/render-html';

describe('pages rendered in Node', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'fragments-'));
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { name: 'AboutPage', assets: { css: { sync: ['static/css/async/about.1.css'] } } },
          { name: 'Block', assets: { css: { sync: ['static/css/async/block.2.css'] } } },
        ],
      }),
    );
    mkdirSync(join(dist, 'static', 'css', 'async'), { recursive: true });
    writeFileSync(
      join(dist, 'static', 'css', 'async', 'about.1.css'),
      'h1{font-size:2rem}h1:hover{color:navy}.unused{color:red}details[open] .icon{display:none}',
    );
    writeFileSync(
      join(dist, 'static', 'css', 'async', 'block.2.css'),
      '.block{background:url(../../image/block.png)}.block .unused{color:red}',
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("splits React's hoisted head tags from the markup", () => {
    const html =
      '<title>A | Site</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/><div><h1>A</h1><link rel="x" href="/in-body"/></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<title>A | Site</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/>',
      body: '<div><h1>A</h1><link rel="x" href="/in-body"/></div>',
    });
  });

  const block = (language: 'en' | 'fr', body: string) => ({
    kind: 'block' as const,
    module: 'Block',
    language,
    head: '',
    body,
    copy: {},
    parts: [],
  });

  it("writes a versioned index of every page and block, per language, each with the stylesheets its module loads, relative to the remote's base, and the parts its view shows", () => {
    writeFragments('remote_company')(
      [
        {
          kind: 'page',
          module: 'AboutPage',
          path: '/about',
          language: 'en',
          head: '<title>About</title>',
          body: '<h1>About</h1><details><summary>Menu</summary></details><form data-part="ask" data-part-needs="visible"></form>',
          copy: { company: { about: { title: 'About' } } },
          parts: [{ name: 'ask', needs: 'visible' }],
        },
        {
          kind: 'page',
          module: 'AboutPage',
          path: '/about',
          language: 'fr',
          head: '<title>À propos</title>',
          body: '<h1>À propos</h1><form data-part="ask" data-part-needs="visible"></form>',
          copy: { company: { about: { title: 'À propos' } } },
          parts: [{ name: 'ask', needs: 'visible' }],
        },
        block('en', '<p class="block">Block</p>'),
        block('fr', '<p>Bloc</p>'),
      ],
      dist,
    );
    const fragments = join(dist, 'fragments');
    const json = (file: string): unknown => JSON.parse(readFileSync(join(fragments, file), 'utf8'));
    expect(json('fragments.json')).toEqual({
      contract: fragmentsContract,
      name: 'remote_company',
      pages: {
        '/about': {
          module: 'AboutPage',
          en: 'en/about.json',
          fr: 'fr/about.json',
          parts: [{ name: 'ask', needs: 'visible' }],
        },
      },
      blocks: { Block: { en: 'en/blocks/Block.json', fr: 'fr/blocks/Block.json', parts: [] } },
    });
    // Where the remote is deployed is known at request time: its stylesheets are relative to its base, and so are
    // the addresses in its critical CSS: the rules its content uses, and always those of a state reached without
    // script (an open details element).
    expect(json('fr/about.json')).toEqual({
      head: '<title>À propos</title>',
      stylesheets: ['static/css/async/about.1.css'],
      css: 'h1{font-size:2rem}h1:hover{color:navy}details[open] .icon{display:none}',
      body: '<h1>À propos</h1><form data-part="ask" data-part-needs="visible"></form>',
      copy: { company: { about: { title: 'À propos' } } },
    });
    // The same copy again, for the app to fetch beside the page's code.
    expect(JSON.parse(readFileSync(join(dist, 'copy/fr/pages/about.json'), 'utf8'))).toEqual({
      company: { about: { title: 'À propos' } },
    });
    expect(json('en/about.json')).toMatchObject({ css: (json('fr/about.json') as { css: string }).css });
    expect(json('en/blocks/Block.json')).toEqual({
      head: '',
      stylesheets: ['static/css/async/block.2.css'],
      css: '.block{background:url(static/image/block.png)}',
      body: '<p class="block">Block</p>',
      copy: {},
    });
  });

  it('writes a page again for each of its queries, named in its entry, and checks its parts too', () => {
    const about = (language: 'en' | 'fr', body: string, query?: Record<string, string>) => ({
      kind: 'page' as const,
      module: 'AboutPage',
      path: '/about',
      language,
      ...(query ? { query } : {}),
      head: '<title>About</title>',
      body,
      copy: {},
      parts: [],
    });
    const security = { topic: 'security' };
    const careers = { topic: 'careers', role: 'java' };
    writeFragments('remote_company')(
      [
        about('en', '<h1>About</h1>'),
        about('en', '<h1>About security</h1>', security),
        about('fr', '<h1>À propos</h1>'),
        about('fr', '<h1>À propos : sécurité</h1>', security),
        about('en', '<h1>About careers</h1>', careers),
        about('fr', '<h1>À propos : carrières</h1>', careers),
      ],
      dist,
    );
    const fragments = join(dist, 'fragments');
    const json = (file: string): unknown => JSON.parse(readFileSync(join(fragments, file), 'utf8'));
    expect(json('fragments.json')).toMatchObject({
      pages: {
        '/about': {
          en: 'en/about.json',
          fr: 'fr/about.json',
          queries: [
            { query: security, en: 'en/about/_topic/security.json', fr: 'fr/about/_topic/security.json' },
            {
              query: careers,
              en: 'en/about/_role/java/_topic/careers.json',
              fr: 'fr/about/_role/java/_topic/careers.json',
            },
          ],
        },
      },
    });
    expect(json('fr/about/_topic/security.json')).toMatchObject({ body: '<h1>À propos : sécurité</h1>' });
    expect(json('fr/about/_role/java/_topic/careers.json')).toMatchObject({ body: '<h1>À propos : carrières</h1>' });
    expect(json('en/about.json')).toMatchObject({ body: '<h1>About</h1>' });
    const undeclared = about('en', '<form data-part="ask"></form>', security);
    expect(() => writeFragments('remote_company')([about('en', ''), undeclared], dist)).toThrow(
      'remote_company AboutPage /about?topic=security (en): its HTML has data-part="ask"',
    );
  });

  it("fails the build, naming the view and the part, when a view's HTML and its declared parts disagree", () => {
    const about = (body: string, parts: { name: string; needs: 'now' | 'intent' | 'visible' }[]) => ({
      kind: 'page' as const,
      module: 'AboutPage',
      path: '/about',
      language: 'fr' as const,
      head: '',
      body,
      copy: {},
      parts,
    });
    const write =
      (...rendered: Parameters<ReturnType<typeof writeFragments>>[0]) =>
      () =>
        writeFragments('remote_company')(rendered, dist);
    const ask = [{ name: 'ask', needs: 'intent' as const }];
    // Declared, and marked so on its root element (other attributes between or around): written.
    expect(
      write(about('<form class="f" data-part="ask" id="a" data-part-needs="intent"><input/></form>', ask)),
    ).not.toThrow();
    expect(write(about('<h1>À propos</h1>', ask))).toThrow(
      'remote_company AboutPage /about (fr): it declares part ask (intent), but no element of its HTML has data-part="ask"',
    );
    expect(write(about('<form data-part="ask" data-part-needs="visible"></form>', ask))).toThrow(
      `remote_company AboutPage /about (fr): its part ask is declared 'intent', but its HTML has data-part-needs="visible"`,
    );
    expect(write(about('<form data-part="ask"></form>', ask))).toThrow(
      `its part ask is declared 'intent', but its HTML has no data-part-needs`,
    );
    expect(write(block('en', '<div data-part="carousel" data-part-needs="visible"></div>'))).toThrow(
      'remote_company Block home block (en): its HTML has data-part="carousel", which src/interactive-parts.ts does not declare for Block',
    );
    // A part's name in the text is no part.
    expect(write(block('en', '<p>data-part="carousel"</p>'))).not.toThrow();
  });

  it('refuses to write a fragment that the CSP would break', () => {
    expect(() => writeFragments('remote_company')([block('en', '<p style="color:red">Block</p>')], dist)).toThrow(
      /style attribute/,
    );
  });
});
