/**
 * Structural comparison of two locale resources: every key of English must
 * exist in the other language with a non-empty value of the same kind, and
 * lists must have the same length. Returns the offending paths.
 */
export function findParityProblems(english: unknown, other: unknown, path = ''): string[] {
  if (typeof english === 'string') {
    if (typeof other !== 'string') return [`${path}: missing`];
    return other.trim() === '' ? [`${path}: empty`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${path}: not a list`];
    if (other.length !== english.length) return [`${path}: ${other.length} items instead of ${english.length}`];
    return english.flatMap((item, index) => findParityProblems(item, other[index], `${path}[${index}]`));
  }
  if (english && typeof english === 'object') {
    if (!other || typeof other !== 'object') return [`${path}: missing`];
    return Object.entries(english).flatMap(([key, value]) =>
      findParityProblems(value, (other as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/**
 * Every leaf of a locale resource with its path, named as findParityProblems
 * names it (`items[2].title`).
 */
export function copyLeaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => copyLeaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => copyLeaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}
