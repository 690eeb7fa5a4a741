import { lstat, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LRUCache } from 'lru-cache';
import { fragmentTimeoutMs } from 'shared-ui/deploy/compose.mjs';
import { fetchReleaseFile, releaseReader } from 'shared-ui/deploy/release-files.mjs';

/** A file of a release as the edge keeps it: its text, and its state when read (checked again for a release published as a link). */
interface Kept {
  text: string;
  etag?: string;
}

export interface ReleaseFilesOptions {
  /** The most the kept files may take, in bytes (UTF-16, as they sit in memory); 0 keeps nothing. */
  maxBytes: number;
  /** How long one request to a release may take. */
  timeoutMs?: number;
}

/**
 * Whether the release at `base` is published as a link (a file: URL whose folder is a symbolic link): `pnpm serve`
 * publishes each app's dist so, and a rebuild changes its files in place. Any other release never changes once
 * published: publishing refuses to replace one (shared-ui/deploy/area-locations.mjs), and a release on an origin of
 * its own is named by its versioned URL.
 */
const linkedRelease = (base: string): Promise<boolean | undefined> =>
  base.startsWith('file:')
    ? lstat(fileURLToPath(base).replace(/\/$/, '')).then(
        (folder) => folder.isSymbolicLink(),
        // Not there (yet): asked again at the next read.
        () => undefined,
      )
    : Promise.resolve(false);

/**
 * The files of the remotes' releases (fragments.json, routes.json and the
 * fragments), as the edge reads them: from the releases folder or over HTTP,
 * each read once and then kept in bounded memory under its URL, never asked
 * for again, since a published release never changes (a repoint asks for
 * other URLs). The one exception is a release published as a link, whose
 * files are checked on every read (their time and size: one `stat` each) so
 * that a rebuild shows on the next request. Concurrent requests for one file
 * share one read. A failure is never kept: a file that cannot be had is asked
 * for again by the next page, and a linked file that is gone is dropped.
 */
export function releaseFiles({ maxBytes, timeoutMs = fragmentTimeoutMs }: ReleaseFilesOptions) {
  /** Whether each release read is a link, by its base (a release's folder is a link or not for its life). */
  const linked = new LRUCache<string, Promise<boolean | undefined>>({ max: 1000 });
  const isLinked = async (base: string) => {
    let link = linked.get(base);
    if (!link) linked.set(base, (link = linkedRelease(base)));
    const isLink = await link;
    if (isLink === undefined) linked.delete(base);
    return isLink === true;
  };
  /**
   * The state of a release as pages composed from it depend on it: '' for a published release, which never
   * changes; for one published as a link, its fragments index's time, size and inode (one `stat`), which a rebuild
   * changes.
   */
  const state = async (base: string) =>
    (await isLinked(base))
      ? stat(new URL('fragments/fragments.json', base)).then(
          ({ mtimeMs, size, ino }) => `${mtimeMs}:${size}:${ino}`,
          () => 'none',
        )
      : '';
  if (maxBytes === 0) return { read: releaseReader(timeoutMs), state, size: () => ({ files: 0, bytes: 0 }) };
  const cache = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (kept, url) => (kept.text.length + url.length) * 2,
    fetchMethod: async (url, stale, { signal }) => {
      const file = await fetchReleaseFile(url, { timeoutMs, etag: stale?.etag, signal });
      // Not in the release (undefined): nothing is kept, and read() drops a copy kept from before.
      return file === 'unchanged' ? stale : file;
    },
  });
  return {
    /** The text of `path` in the release at `base`, or undefined when the release has no such file. */
    read: async (base: string, path: string): Promise<string | undefined> => {
      const url = new URL(path, base).href;
      if (!url.startsWith(base)) throw new Error(`${path} is not a file of ${base}`);
      const kept = await cache.fetch(url, { forceRefresh: await isLinked(base) });
      if (!kept) cache.delete(url);
      return kept?.text;
    },
    state,
    /** What is kept now, for the readiness answer and the tests. */
    size: () => ({ files: cache.size, bytes: cache.calculatedSize }),
  };
}
