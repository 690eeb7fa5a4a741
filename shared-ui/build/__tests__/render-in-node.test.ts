import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFragments } from '../render-in-node';
import { fragmentsContract, readFragmentsIndex } from '../../deploy/fragments-contract.mjs';
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

  it("writes a versioned index of every page and block, per language, each head linking the stylesheets its module loads from the remote's base", () => {
    writeFragments('remote_company')(
      [
        {
          kind: 'page',
          module: 'AboutPage',
          path: '/about',
          language: 'en',
          head: '<title>About</title>',
          body: '<h1>About</h1>',
        },
        {
          kind: 'page',
          module: 'AboutPage',
          path: '/about',
          language: 'fr',
          head: '<title>À propos</title>',
          body: '<h1>À propos</h1>',
        },
        { kind: 'block', module: 'Block', language: 'en', head: '', body: '<p>Block</p>' },
        { kind: 'block', module: 'Block', language: 'fr', head: '', body: '<p>Bloc</p>' },
      ],
      dist,
    );
    const fragments = join(dist, 'fragments');
    const index = readFragmentsIndex(fragments);
    expect(index).toEqual({
      contract: fragmentsContract,
      name: 'remote_company',
      pages: {
        '/about': {
          module: 'AboutPage',
          en: { head: 'en/about.head.html', body: 'en/about.html' },
          fr: { head: 'fr/about.head.html', body: 'fr/about.html' },
        },
      },
      blocks: { Block: { head: 'blocks/Block.head.html', en: 'en/blocks/Block.html', fr: 'fr/blocks/Block.html' } },
    });
    // No trailing newline: whitespace inside the root would not match the app's render.
    expect(readFileSync(join(fragments, index.pages['/about']!.fr.body), 'utf8')).toBe('<h1>À propos</h1>');
    expect(readFileSync(join(fragments, index.blocks.Block!.en), 'utf8')).toBe('<p>Block</p>');
    // Where the remote is deployed is known at request time: the composer sets remote_company_base.
    const link = (path: string) =>
      `<link rel="stylesheet" href="<!--#echo var="remote_company_base" encoding="none" -->${path}">`;
    expect(readFileSync(join(fragments, 'fr', 'about.head.html'), 'utf8')).toBe(
      `<title>À propos</title>${link('static/css/async/about.1.css')}`,
    );
    expect(readFileSync(join(fragments, index.blocks.Block!.head), 'utf8')).toBe(link('static/css/async/block.2.css'));
  });

  it('refuses an index written under another contract', () => {
    mkdirSync(join(dist, 'fragments'));
    writeFileSync(
      join(dist, 'fragments', 'fragments.json'),
      JSON.stringify({ contract: fragmentsContract + 1, pages: {}, blocks: {} }),
    );
    expect(() => readFragmentsIndex(join(dist, 'fragments'))).toThrow(/contract/);
    expect(() => readFragmentsIndex(join(dist, 'missing'))).toThrow(/build the remote first/);
  });
});
