/**
 * What each view of an area shows of its copy, so that a page carries only
 * its own words: its namespace, and per view the parts of it as dot paths
 * ('list', 'items.cloud-devops', 'items.*.title'; `*` stands for every key
 * at that level). An area's build renders each view with these parts alone
 * and fails on any key they lack (shared-ui/server's renderFragments).
 */
export interface CopyParts {
  namespace: string;
  /** A page's parts by its module and route (English path); a home block's by its module. */
  of: (view: { module: string; path?: string }) => string[];
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Copies `names` (a path's remaining names) from `from` into `to`; false when the path reaches nothing. */
function copyPath(from: Tree, to: Tree, names: string[]): boolean {
  const [name, ...rest] = names;
  if (name === undefined) return false;
  const keys = name === '*' ? Object.keys(from) : name in from ? [name] : [];
  let found = false;
  for (const key of keys) {
    const value = from[key];
    if (rest.length === 0) {
      to[key] = value;
      found = true;
    } else if (isTree(value)) {
      const into = isTree(to[key]) ? to[key] : {};
      if (copyPath(value, into, rest)) {
        to[key] = into;
        found = true;
      }
    }
  }
  return found;
}

/**
 * The parts of `copy` at `paths`, in the same shape; throws on a path that
 * reaches nothing, so a part renamed in the copy fails the build.
 */
export function pickCopy(copy: object, paths: string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) if (!copyPath(copy as Tree, picked, path.split('.'))) throw new Error(`No copy at ${path}`);
  return picked;
}
