/**
 * Defensive reading of the products dictionary. Lists come from
 * `t(key, { returnObjects: true })`, which hands back whatever the locale holds
 * (or the key itself when it is missing), so nothing here trusts its input:
 * a non-list reads as an empty list and a missing text falls back to its
 * alternate keys, then to an empty string. Incomplete items are dropped, so a
 * malformed dictionary renders less rather than crashing the page.
 */

export interface CopyItem {
  title: string;
  description: string;
  details: string[];
  sectors: string[];
}

export interface CopyPair {
  label: string;
  value: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value itself when it is a list, otherwise an empty list. */
export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The first non-empty text among `keys` of an object, or ''. */
export function textOf(value: unknown, ...keys: string[]): string {
  if (!isRecord(value)) return '';
  for (const key of keys) {
    const text = value[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return '';
}

/** The non-empty strings of a list (anything else in it is skipped). */
export function readStrings(value: unknown): string[] {
  return asList(value).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** Cards: title (or name), description (or text), optional details and sectors. */
export function readItems(value: unknown): CopyItem[] {
  return asList(value)
    .map((item) => ({
      title: textOf(item, 'title', 'name'),
      description: textOf(item, 'description', 'text'),
      details: readStrings(isRecord(item) ? item.details : undefined),
      sectors: readStrings(isRecord(item) ? item.sectors : undefined),
    }))
    .filter((item) => item.title !== '');
}

/** Label and value pairs: stats, specification and dashboard rows. */
export function readPairs(value: unknown): CopyPair[] {
  return asList(value)
    .map((item) => ({ label: textOf(item, 'label', 'title', 'name'), value: textOf(item, 'value', 'text') }))
    .filter((pair) => pair.label !== '' && pair.value !== '');
}

/**
 * Joins language-neutral data to its copy by position. Entries without copy
 * (a short or malformed list) are left out rather than shown half-empty.
 */
export function joinByIndex<Data, Copy>(data: readonly Data[], copy: readonly Copy[]): (Data & { copy: Copy })[] {
  return data.flatMap((entry, index) => {
    const text = copy[index];
    return text === undefined ? [] : [{ ...entry, copy: text }];
  });
}
