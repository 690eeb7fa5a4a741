/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fragmentLocation, httpFragments, interpretSsi, remoteBases } from '../compose.mjs';

describe('interpretSsi (the SSI directives the frames and fragments use, as nginx reads them)', () => {
  const fragments: Record<string, string> = {
    '/_fragments/remote_company/fr/about.html': '<h1>À propos</h1>',
    '/_fragments/remote_company/fr/about.head.html':
      '<title>À propos</title><link rel="stylesheet" href="<!--#echo var="remote_company_base" encoding="none" -->static/css/a.css">',
  };
  const fetchFragment = (path: string) => Promise.resolve(fragments[path]);
  const variables = { remote_company_base: 'https://company.example.com/releases/7/' };

  it('includes each fragment, interprets the echo inside it, and drops the stub blocks', async () => {
    const frame =
      '<head><!--#block name="missing-1" --><title>Indisponible</title><!--#endblock --><!--#block name="missing-2" --><p>Notice</p><!--#endblock -->' +
      '<!--#include virtual="/_fragments/remote_company/fr/about.head.html" stub="missing-1" --></head>' +
      '<body><!--$--><!--#include virtual="/_fragments/remote_company/fr/about.html" stub="missing-2" --><!--/$--></body>';
    await expect(interpretSsi(frame, { fetchFragment, variables })).resolves.toEqual({
      html: '<head><title>À propos</title><link rel="stylesheet" href="https://company.example.com/releases/7/static/css/a.css"></head><body><!--$--><h1>À propos</h1><!--/$--></body>',
      failed: [],
    });
  });

  it('puts the stub in place of a fragment it cannot get, and reports it; nothing without a stub', async () => {
    const frame =
      '<!--#block name="down" --><p>Notice</p><!--#endblock --><main><!--#include virtual="/_fragments/remote_x/en/a.html" stub="down" --></main><!--#include virtual="/_fragments/remote_x/en/b.html" -->|';
    await expect(interpretSsi(frame, { fetchFragment: () => Promise.resolve(undefined), variables })).resolves.toEqual({
      html: '<main><p>Notice</p></main>|',
      failed: ['/_fragments/remote_x/en/a.html', '/_fragments/remote_x/en/b.html'],
    });
    // A fetch that throws (a refused connection, a deadline) is the same.
    const thrown = await interpretSsi(frame, {
      fetchFragment: () => Promise.reject(new Error('ECONNREFUSED')),
      variables,
    });
    expect(thrown.html).toBe('<main><p>Notice</p></main>|');
  });

  it('escapes an echoed value unless told not to, as nginx does', async () => {
    const html =
      '<!--#echo var="v" --> <!--#echo var="v" encoding="none" --> <!--#echo var="unset" encoding="none" -->';
    await expect(interpretSsi(html, { fetchFragment, variables: { v: '<a&"b">' } })).resolves.toEqual({
      html: '&lt;a&amp;&quot;b&quot;&gt; <a&"b"> (none)',
      failed: [],
    });
  });
});

describe('where fragments come from', () => {
  it("takes each remote's base from remotes.json, relative manifests included", () => {
    expect(
      remoteBases(
        { remote_a: 'https://a.example.com/v3/mf-manifest.json', remote_b: '/remotes/b/mf-manifest.json' },
        'https://www.example.com',
      ),
    ).toEqual({
      remote_a: 'https://a.example.com/v3/',
      remote_b: 'https://www.example.com/remotes/b/',
    });
  });

  it('maps only /_fragments/<remote>/<file>.html paths, never outside fragments/', () => {
    expect(fragmentLocation('/_fragments/remote_a/fr/blocks/Block.html')).toEqual({
      name: 'remote_a',
      file: 'fr/blocks/Block.html',
    });
    expect(fragmentLocation('/_fragments/remote_a/../secret.html')).toBeUndefined();
    expect(fragmentLocation('/_fragments/remote_a/fr/a.js')).toBeUndefined();
  });

  describe('over HTTP', () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/v1/fragments/en/ok.html') return res.end(`<p>ok ${req.headers['accept-encoding']}</p>`);
        if (req.url === '/v1/fragments/en/slow.html')
          return void setTimeout(() => res.end('<p>late</p>'), 2000).unref();
        res.writeHead(404).end('Not found');
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
    });
    afterAll(() => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    });

    it('fetches uncompressed from the base, and gives up on a 404, an unknown remote or the deadline', async () => {
      const fetchFragment = httpFragments({ remote_a: base }, 300);
      await expect(fetchFragment('/_fragments/remote_a/en/ok.html')).resolves.toBe('<p>ok identity</p>');
      await expect(fetchFragment('/_fragments/remote_a/en/missing.html')).resolves.toBeUndefined();
      await expect(fetchFragment('/_fragments/remote_b/en/ok.html')).resolves.toBeUndefined();
      const started = Date.now();
      await expect(fetchFragment('/_fragments/remote_a/en/slow.html')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(1500);
    });
  });
});
