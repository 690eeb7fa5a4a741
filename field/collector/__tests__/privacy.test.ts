/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sqlite from 'node-sqlite3-wasm';
import { batch, postCsp, postEvents, shellRelease, start, tempSite, testConfig, vital } from './helpers';

const address = 'ada.lovelace@example.com';
const client = '203.0.113.77';

let site: ReturnType<typeof tempSite>;

beforeEach(() => {
  site = tempSite();
});

afterEach(() => {
  site.remove();
});

it('keeps no e-mail address a page or a report carries, nor the client’s address, anywhere in the database file or the log', async () => {
  const { collector, logs } = await start(testConfig(site));
  const options = { client };
  const encoded = encodeURIComponent(address);
  const error = {
    type: 'error',
    area: 'shell',
    release: shellRelease,
    kind: 'rejection',
    message: `No account for ${address} at https://www.example.com/contact?email=${encoded}`,
    source: '/static/js/index.js',
    line: 1,
  };
  const answers = [
    // In the route: the batch breaks the route rule and is refused whole.
    await postEvents(collector, batch([vital()], { route: `/contact?email=${address}` }), options),
    // In an error's source, as a query: that event is refused (counted invalid-event), its batch read.
    await postEvents(collector, batch([{ ...error, source: `/contact?email=${address}` }]), options),
    // In an error's message, and in the path of an inline script's page: kept scrubbed.
    await postEvents(
      collector,
      batch([error, { ...error, source: `/careers/${address}` }, vital({ target: 'form>input' })]),
      options,
    ),
    // In a CSP report's document, blocked and source addresses, in both formats.
    await postCsp(
      collector,
      {
        'csp-report': {
          'document-uri': `https://www.example.com/fr/contact?email=${encoded}#${address}`,
          'effective-directive': 'img-src',
          'blocked-uri': `https://tracker.example.net/p/${encoded}/pixel.gif?u=${address}`,
          'source-file': `https://www.example.com/contact?email=${address}`,
          'line-number': 2,
        },
      },
      options,
    ),
    await postCsp(
      collector,
      [
        {
          type: 'csp-violation',
          url: `https://www.example.com/contact?email=${address}`,
          body: {
            documentURL: `https://www.example.com/contact?email=${address}`,
            effectiveDirective: 'connect-src',
            blockedURL: `https://api.other.example/v1/${address}?x=${address}`,
            sourceFile: `https://www.example.com/careers/${address}?y=1`,
          },
        },
      ],
      { ...options, type: 'application/reports+json' },
    ),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([400, 204, 204, 204, 204]);
  collector.flush();
  const stored = {
    events: collector.store.all('SELECT kind, message, source FROM events ORDER BY id'),
    csp: collector.store.all('SELECT route, language, blocked, source FROM csp_reports ORDER BY id'),
  };
  await collector.stop();

  // What was kept of them, to be sure they were stored at all.
  expect(stored.events).toEqual([
    {
      kind: 'rejection',
      message: 'No account for [email] at https://www.example.com/contact',
      source: '/static/js/index.js',
    },
    {
      kind: 'rejection',
      message: 'No account for [email] at https://www.example.com/contact',
      source: '/careers/[email]',
    },
    { kind: null, message: null, source: null },
  ]);
  expect(stored.csp).toEqual([
    {
      route: '/contact',
      language: 'fr',
      blocked: 'https://tracker.example.net/p/[email]/pixel.gif',
      source: '/contact',
    },
    { route: '/contact', language: 'en', blocked: 'https://api.other.example/v1/[email]', source: '/careers/[email]' },
  ]);

  // Every byte of every file the database left (the journal too, if any), and every row of every table.
  const folder = dirname(site.dbFile);
  const bytes = Buffer.concat(readdirSync(folder).map((name) => readFileSync(join(folder, name))));
  expect(bytes.toString('latin1')).toContain('/careers/[email]');
  const db = new sqlite.Database(site.dbFile, { readOnly: true });
  const tables = (db.all("SELECT name FROM sqlite_master WHERE type = 'table'") as { name: string }[]).map(
    (row) => row.name,
  );
  expect(tables.sort()).toEqual(['csp_reports', 'dropped', 'events', 'page_areas', 'releases']);
  const rows = JSON.stringify(tables.map((table) => db.all(`SELECT * FROM ${table}`)));
  db.close();
  const needles = [address, encoded, 'ada.lovelace', 'lovelace%40', client, client.replaceAll('.', '')];
  for (const text of [bytes.toString('latin1'), bytes.toString('utf16le'), rows, logs.text])
    for (const needle of needles) expect(text).not.toContain(needle);
  // The log tells what happened, by route and status only.
  expect(logs.text).toContain('"route":"/api/field/events","status":400');
});
