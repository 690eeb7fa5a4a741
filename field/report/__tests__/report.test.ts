/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FieldStore, type CspRow, type EventRow } from '../../collector/store';
import { reportHtml } from '../html';
import { readReport, reportText } from '../report';
import { noTypeColumns } from '../../collector/app';

const day = 86_400_000;
const start = Date.UTC(2026, 10, 20, 12);

/** The nearest-rank percentile, as the report defines it. */
const nearestRank = (values: number[], percentile: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((percentile / 100) * values.length) - 1];

const base: Omit<EventRow, 'at' | 'type' | 'route' | 'language'> = {
  device: 'desktop',
  browser: 'chrome',
  browser_major: 130,
  area: 'services',
  release: 'r42',
  page: null,
  ...noTypeColumns,
};

const cspBase: Omit<CspRow, 'at'> = {
  route: '/services',
  language: 'en',
  directive: 'style-src-attr',
  blocked: 'inline',
  source: null,
  line: null,
  disposition: 'enforce',
  browser: 'firefox',
  browser_major: 133,
};

let dir: string;
let file: string;
/** What was seeded, to compute the expected figures from. */
const seeded: { day: number; route: string; language: 'en' | 'fr'; name: string; value: number }[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'field-report-'));
  file = join(dir, 'field.db');
  let now = start;
  const store = new FieldStore({ file, retentionDays: 30, maxBytes: 1e9, queueMax: 1e6, now: () => now });
  const pages = [
    { route: '/services', language: 'en' },
    { route: '/services', language: 'fr' },
    { route: '/contact', language: 'en' },
  ] as const;
  for (let index = 0; index < 3; index++) {
    now = start + index * day;
    const at = Math.floor(now / 1000);
    const rows: EventRow[] = [];
    pages.forEach((page, pageIndex) => {
      for (let n = 1; n <= 37 + pageIndex * 11; n++) {
        const lcp = 900 + ((n * 137 + index * 311 + pageIndex * 53) % 3000);
        const cls = ((n * 7 + index) % 40) / 100;
        for (const [name, value] of [
          ['LCP', lcp],
          ['CLS', cls],
        ] as const) {
          rows.push({ ...base, at, type: 'vital', ...page, name, value, rating: 'good', navigation_type: 'navigate' });
          seeded.push({ day: index, ...page, name, value });
        }
      }
    });
    for (let n = 0; n < 5 + index; n++)
      rows.push({
        ...base,
        at,
        type: 'error',
        route: '/contact',
        language: 'fr',
        area: 'company',
        release: index < 2 ? 'c3' : 'c4',
        kind: 'rejection',
        message: 'Failed to fetch',
        source: '/releases/remote_company/c3/static/js/form.js',
      });
    rows.push({
      ...base,
      at,
      type: 'error',
      route: '/',
      language: 'en',
      area: 'shell',
      release: 'a1',
      kind: 'error',
      message: 'x <b>y</b>',
    });
    // Remotes that failed: ServicesPage failed on two routes (/services in both languages counting once).
    const remote = { ...base, at, type: 'remote', area: 'services', release: 'r42', module: 'ServicesPage' } as const;
    if (index === 0)
      rows.push(
        { ...remote, route: '/services', language: 'en', outcome: 'failed' },
        { ...remote, route: '/services', language: 'fr', outcome: 'failed' },
        { ...remote, route: '/services/cloud-devops', language: 'en', outcome: 'failed' },
        { ...remote, route: '/services', language: 'en', outcome: 'timeout' },
      );
    if (index === 1)
      rows.push(
        { ...remote, route: '/services/cloud-devops', language: 'en', outcome: 'failed' },
        { ...remote, route: '/services', language: 'en', outcome: 'failed' },
        { ...remote, route: '/services', language: 'en', outcome: 'timeout' },
      );
    if (index === 2)
      rows.push({
        ...remote,
        route: '/products',
        language: 'en',
        area: 'products',
        release: 'p7',
        module: 'ProductsPage',
        outcome: 'failed',
      });
    store.addEvents(rows);
    const csp: CspRow[] = [
      ...Array.from({ length: 2 }, () => ({
        ...cspBase,
        at,
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        source: '/releases/services/r42/static/js/main.js',
      })),
      ...(index === 1 ? [{ ...cspBase, at, route: '/contact', language: 'fr' as const, disposition: 'report' }] : []),
      ...(index === 2
        ? [
            { ...cspBase, at, route: '/contact', language: 'fr' as const, disposition: 'report' },
            { ...cspBase, at, route: '(not-found)', directive: 'img-src', blocked: null },
          ]
        : []),
    ];
    store.addCspReports(csp);
    // Drops are counted on the store's clock, so each lands on its day.
    if (index === 0) store.drop('rate-limited', 40);
    if (index === 1) store.drop('invalid', 3);
    if (index === 2) {
      store.drop('rate-limited', 2);
      store.drop('unknown-release');
    }
    store.flush();
  }
  store.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('gives the p75 of each vital per route and language, with its count', () => {
  const report = readReport(file);
  expect(report.days).toEqual({ first: '2026-11-20', last: '2026-11-22' });
  expect(report.pages.map((page) => `${page.route} ${page.language}`).sort()).toEqual([
    '/contact en',
    '/services en',
    '/services fr',
  ]);
  for (const page of report.pages)
    for (const name of ['LCP', 'CLS'] as const) {
      const values = seeded
        .filter((row) => row.route === page.route && row.language === page.language && row.name === name)
        .map((row) => row.value);
      expect(page.vitals[name]).toEqual({ p75: nearestRank(values, 75), count: values.length });
    }
  expect(report.pages[0]!.vitals.INP).toBeUndefined();
});

it('gives each vital’s daily p75, and the error groups by area and release, most frequent first', () => {
  const report = readReport(file);
  expect(report.daily.LCP.map((figure) => figure.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  report.daily.LCP.forEach((figure, index) => {
    const values = seeded.filter((row) => row.day === index && row.name === 'LCP').map((row) => row.value);
    expect(figure).toEqual({ day: figure.day, p75: nearestRank(values, 75), count: values.length });
  });
  expect(report.daily.TTFB).toEqual([]);
  expect(report.errors.map((group) => [group.area, group.release, group.count])).toEqual([
    ['company', 'c3', 5 + 6],
    ['company', 'c4', 7],
    ['shell', 'a1', 3],
  ]);
  expect(reportText(report)).toContain(`11 × company c3  rejection: Failed to fetch`);
});

it('writes one self-contained, accessible HTML file: a chart and a table per vital, nothing from another host', () => {
  const html = reportHtml(readReport(file));
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  for (const name of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
    expect(html).toContain(`<title id="chart-${name.toLowerCase()}-title">${name}: daily 75th percentile</title>`);
    expect(html).toContain(`<caption id="daily-${name.toLowerCase()}">${name}: daily p75</caption>`);
  }
  expect(html.match(/<svg /g)).toHaveLength(5);
  expect(html.match(/<svg [^>]*role="img" aria-labelledby="[^"]+"/g)).toHaveLength(5);
  // No script, stylesheet, image, font or frame fetched from anywhere.
  expect(html).not.toMatch(/<script|<link|<img|<iframe|url\(|@import|\b(?:src|href)=/i);
  // Messages are text, never markup.
  expect(html).toContain('x &#60;b&#62;y&#60;/b&#62;');
  expect(html).not.toContain('<b>y</b>');
});

it('lists the remotes that failed to load by area, release and module, with their routes, most first', () => {
  const report = readReport(file);
  expect(report.remotes).toEqual([
    { area: 'services', release: 'r42', module: 'ServicesPage', outcome: 'failed', routes: 2, count: 5 },
    { area: 'services', release: 'r42', module: 'ServicesPage', outcome: 'timeout', routes: 1, count: 2 },
    { area: 'products', release: 'p7', module: 'ProductsPage', outcome: 'failed', routes: 1, count: 1 },
  ]);
  const text = reportText(report);
  expect(text).toContain(
    [
      'Remotes that failed to load, by area and release:',
      '  5 × services r42  ServicesPage failed  (2 routes)',
      '  2 × services r42  ServicesPage timeout  (1 route)',
      '  1 × products p7  ProductsPage failed  (1 route)',
    ].join('\n'),
  );
});

it('groups the CSP violations by directive, what was blocked, script, page and disposition, most first', () => {
  const report = readReport(file);
  expect(report.cspReports).toBe(9);
  expect(report.cspGroups).toBe(3);
  expect(report.csp).toEqual([
    {
      directive: 'script-src-elem',
      blocked: 'https://evil.example/x.js',
      source: '/releases/services/r42/static/js/main.js',
      route: '/services',
      language: 'en',
      disposition: 'enforce',
      count: 6,
    },
    {
      directive: 'style-src-attr',
      blocked: 'inline',
      source: null,
      route: '/contact',
      language: 'fr',
      disposition: 'report',
      count: 2,
    },
    {
      directive: 'img-src',
      blocked: null,
      source: null,
      route: '(not-found)',
      language: 'en',
      disposition: 'enforce',
      count: 1,
    },
  ]);
  expect(reportText(report)).toContain(
    [
      'Content-Security-Policy violations (9 reports):',
      '  6 × script-src-elem  blocked https://evil.example/x.js  from /releases/services/r42/static/js/main.js  on /services [en]  enforce',
      '  2 × style-src-attr  blocked inline  on /contact [fr]  report',
      '  1 × img-src  blocked (none named)  on (not-found) [en]  enforce',
      '',
    ].join('\n'),
  );
  // Cut to the groups seen most, the report says how many are left out.
  const cut = readReport(file, { topCsp: 2 });
  expect(cut).toMatchObject({ cspReports: 9, cspGroups: 3 });
  expect(cut.csp).toEqual(report.csp.slice(0, 2));
  expect(reportText(cut)).toContain(
    '  2 × style-src-attr  blocked inline  on /contact [fr]  report\n  and 1 less frequent group not listed\n',
  );
  expect(reportHtml(cut)).toContain(
    '<p>Only the 2 most frequent groups are listed; 1 less frequent group is left out.</p>',
  );
});

it('counts the events kept per type, and what was dropped per reason over the days kept', () => {
  const report = readReport(file);
  const vitals = seeded.length;
  expect(report.eventsByType).toEqual({ vital: vitals, error: 5 + 6 + 7 + 3, remote: 8 });
  expect(report.events).toBe(vitals + 21 + 8);
  expect(report.dropped).toEqual([
    { reason: 'rate-limited', count: 42, first: '2026-11-20', last: '2026-11-22' },
    { reason: 'invalid', count: 3, first: '2026-11-21', last: '2026-11-21' },
    { reason: 'unknown-release', count: 1, first: '2026-11-22', last: '2026-11-22' },
  ]);
  const text = reportText(report);
  expect(text.split('\n')[0]).toBe(
    `Field report: ${vitals + 29} events and 9 CSP reports, 2026-11-20 to 2026-11-22 (UTC days)`,
  );
  expect(text).toMatch(
    new RegExp(
      `Events kept, by type: ${vitals} vital, 21 error, 8 remote\n` +
        'Not stored, by reason:\n' +
        '  42 × rate-limited  \\(2026-11-20 to 2026-11-22\\)\n' +
        '  3 × invalid  \\(2026-11-21\\)\n' +
        '  1 × unknown-release  \\(2026-11-22\\)\n$',
    ),
  );
});

it('puts the same sections in the HTML, each table captioned, its headers scoped, in a named region that scrolls', () => {
  const html = reportHtml(readReport(file));
  for (const heading of [
    'Per route and language',
    'Most frequent errors',
    'Remotes that failed to load',
    'Content-Security-Policy violations',
    'Events kept and reports dropped',
  ])
    expect(html).toContain(`<h2>${heading}</h2>`);
  // Every table sits in a focusable region named by the table's caption, so it
  // scrolls sideways at 320 px without the page doing so, and keyboards reach it.
  const tables = html.match(/<table>/g) ?? [];
  const regions = [
    ...html.matchAll(
      /<div class="scroll" role="region" aria-labelledby="([^"]+)" tabindex="0"><table>\n<caption id="([^"]+)">/g,
    ),
  ];
  // A table per vital, and those of pages, errors, remotes, CSP, types and drops.
  expect(tables).toHaveLength(5 + 6);
  expect(regions).toHaveLength(tables.length);
  for (const [, labelledBy, caption] of regions) expect(labelledBy).toBe(caption);
  expect(new Set(regions.map(([, id]) => id)).size).toBe(regions.length);
  expect(html).toMatch(/svg\{max-width:100%;height:auto\}/);
  // Every header cell says what it heads.
  expect(html).not.toMatch(/<th(?![^>]* scope="(?:col|row)")[ >]/);
  // A data row per group, in the order of the report.
  const rowsOf = (id: string) => {
    const region = html.slice(html.indexOf(`<caption id="${id}">`));
    return [...region.slice(0, region.indexOf('</table>')).matchAll(/<tr>(.*?)<\/tr>/g)]
      .slice(1)
      .map(([, row]) => [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, text]) => text));
  };
  expect(rowsOf('remotes')).toEqual([
    ['services', 'r42', 'ServicesPage', 'failed', '2', '5'],
    ['services', 'r42', 'ServicesPage', 'timeout', '1', '2'],
    ['products', 'p7', 'ProductsPage', 'failed', '1', '1'],
  ]);
  expect(rowsOf('csp')).toEqual([
    [
      'script-src-elem',
      'https://evil.example/x.js',
      '/releases/services/r42/static/js/main.js',
      '/services [en]',
      'enforce',
      '6',
    ],
    ['style-src-attr', 'inline', '', '/contact [fr]', 'report', '2'],
    ['img-src', '(none named)', '', '(not-found) [en]', 'enforce', '1'],
  ]);
  expect(rowsOf('types')).toEqual([
    ['vital', String(seeded.length)],
    ['error', '21'],
    ['remote', '8'],
  ]);
  expect(rowsOf('dropped')).toEqual([
    ['rate-limited', '42', '2026-11-20', '2026-11-22'],
    ['invalid', '3', '2026-11-21', '2026-11-21'],
    ['unknown-release', '1', '2026-11-22', '2026-11-22'],
  ]);
  expect(html).toContain('<th scope="row">rate-limited</th>');
});

it('prints the whole report as JSON with --json, and writes the HTML only to a path given', () => {
  const cwd = mkdtempSync(join(dir, 'cwd-'));
  // As the end-to-end test and shell/deploy/local-site.mjs run it: node with tsx, from the field package.
  const run = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'report/main.ts', '--db', file, ...args], {
      cwd: join(__dirname, '../..'),
      env: { ...process.env, INIT_CWD: cwd },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const printed = JSON.parse(run('--json')) as unknown;
  expect(printed).toEqual(JSON.parse(JSON.stringify(readReport(file))));
  expect(printed).toMatchObject({
    days: { first: '2026-11-20', last: '2026-11-22' },
    eventsByType: { error: 21, remote: 8 },
    remotes: [{ module: 'ServicesPage', outcome: 'failed', routes: 2, count: 5 }, {}, {}],
    cspReports: 9,
    dropped: [{ reason: 'rate-limited', count: 42 }, {}, {}],
  });
  expect(readdirSync(cwd)).toEqual([]);
  // With a path, the HTML is written there and stdout is still the JSON alone.
  expect(JSON.parse(run('--json', 'out.html'))).toEqual(printed);
  expect(readFileSync(join(cwd, 'out.html'), 'utf8')).toContain('<h2>Remotes that failed to load</h2>');
  // Without --json: the text, and the HTML at its default path.
  expect(run()).toContain('Not stored, by reason:');
  expect(existsSync(join(cwd, 'field-report.html'))).toBe(true);
});

it('says so when the database holds nothing, and reports drops and CSP reports without any event', () => {
  const empty = join(dir, 'empty.db');
  new FieldStore({ file: empty, retentionDays: 30, maxBytes: 1e9, queueMax: 10, now: Date.now }).close();
  const report = readReport(empty);
  expect(report).toEqual({
    days: null,
    events: 0,
    eventsByType: { vital: 0, error: 0, remote: 0 },
    pages: [],
    daily: { LCP: [], INP: [], CLS: [], FCP: [], TTFB: [] },
    errors: [],
    remotes: [],
    cspReports: 0,
    cspGroups: 0,
    csp: [],
    dropped: [],
    canaries: [],
  });
  expect(reportText(report)).toBe('No events in the database.\n');
  const html = reportHtml(report);
  for (const none of ['No measurements', 'No errors', 'No remote failed to load', 'No violations', 'Nothing dropped'])
    expect(html).toContain(none);

  const dropsOnly = join(dir, 'drops.db');
  const store = new FieldStore({ file: dropsOnly, retentionDays: 30, maxBytes: 1e9, queueMax: 10, now: () => start });
  store.drop('malformed', 2);
  store.addCspReports([{ ...cspBase, at: Math.floor(start / 1000) }]);
  store.flush();
  store.close();
  const text = reportText(readReport(dropsOnly));
  expect(text).toContain('Field report: 0 events and 1 CSP report, 2026-11-20 to 2026-11-20 (UTC days)');
  expect(text).toContain('  1 × style-src-attr  blocked inline  on /services [en]  enforce');
  expect(text).toContain('Not stored, by reason:\n  2 × malformed  (2026-11-20)\n');
});
