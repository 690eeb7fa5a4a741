import { asList, joinByIndex, readItems, readPairs, readStrings, textOf } from '../read-copy';

describe('asList', () => {
  test.each([undefined, null, 'vulnyzer.features.items', 42, { title: 'x' }])('treats %p as an empty list', (value) => {
    expect(asList(value)).toEqual([]);
  });

  test('keeps a list as it is', () => {
    expect(asList([1, 2])).toEqual([1, 2]);
  });
});

describe('textOf', () => {
  test('reads the primary key', () => {
    expect(textOf({ title: 'Primary', name: 'Alternate' }, 'title', 'name')).toBe('Primary');
  });

  test('falls back to the alternate key when the primary is missing or empty', () => {
    expect(textOf({ name: 'Alternate' }, 'title', 'name')).toBe('Alternate');
    expect(textOf({ title: '  ', name: 'Alternate' }, 'title', 'name')).toBe('Alternate');
  });

  test('gives an empty text for anything that is not an object with text', () => {
    expect(textOf('text', 'title')).toBe('');
    expect(textOf({ title: 3 }, 'title')).toBe('');
    expect(textOf(null, 'title')).toBe('');
  });
});

test('readItems drops items without a title and reads non-list details as empty', () => {
  const items = readItems([
    { title: 'CVE detection', description: 'Finds CVEs', details: 'not a list' },
    { name: 'Workspace suite', text: 'Calendars', sectors: ['Health', 5, ''] },
    { description: 'No title' },
    'stray string',
  ]);
  expect(items).toEqual([
    { title: 'CVE detection', description: 'Finds CVEs', details: [], sectors: [] },
    { title: 'Workspace suite', description: 'Calendars', details: [], sectors: ['Health'] },
  ]);
});

test('readPairs keeps only complete label and value pairs', () => {
  expect(
    readPairs([{ label: 'Uptime', value: '99.99%' }, { label: 'No value' }, { title: 'Alt', value: '1' }]),
  ).toEqual([
    { label: 'Uptime', value: '99.99%' },
    { label: 'Alt', value: '1' },
  ]);
  expect(readPairs('meetlyhub.specs.rows')).toEqual([]);
});

test('readStrings keeps non-empty strings only', () => {
  expect(readStrings(['a', '', 3, null, 'b'])).toEqual(['a', 'b']);
  expect(readStrings({ 0: 'a' })).toEqual([]);
});

test('joinByIndex leaves out entries that have no copy', () => {
  expect(joinByIndex([{ id: 'a' }, { id: 'b' }], ['A'])).toEqual([{ id: 'a', copy: 'A' }]);
});
