/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FieldStore, type EventRow } from '../../collector/store';
import { reportHtml } from '../html';
import { readReport, reportText } from '../report';

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
  name: null,
  value: null,
  rating: null,
  navigation_type: null,
  target: null,
  kind: null,
  message: null,
  source: null,
  line: null,
  col: null,
  outcome: null,
  module: null,
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
    store.addEvents(rows);
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
    expect(html).toContain(`<caption>${name}: daily p75</caption>`);
  }
  expect(html.match(/<svg /g)).toHaveLength(5);
  expect(html.match(/<svg [^>]*role="img" aria-labelledby="[^"]+"/g)).toHaveLength(5);
  // No script, stylesheet, image, font or frame fetched from anywhere.
  expect(html).not.toMatch(/<script|<link|<img|<iframe|url\(|@import|\b(?:src|href)=/i);
  // Messages are text, never markup.
  expect(html).toContain('x &#60;b&#62;y&#60;/b&#62;');
  expect(html).not.toContain('<b>y</b>');
});

it('says so when the database holds no event', () => {
  const empty = join(dir, 'empty.db');
  new FieldStore({ file: empty, retentionDays: 30, maxBytes: 1e9, queueMax: 10, now: Date.now }).close();
  const report = readReport(empty);
  expect(report).toMatchObject({ days: null, events: 0, pages: [], errors: [] });
  expect(reportText(report)).toBe('No events in the database.\n');
  expect(reportHtml(report)).toContain('No measurement');
});
