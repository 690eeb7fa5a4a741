import { LRUCache } from 'lru-cache';
import { fragmentTimeoutMs } from 'shared-ui/deploy/compose.mjs';
import { fetchReleaseFile, releaseReader } from 'shared-ui/deploy/release-files.mjs';

/** A file of a release as the edge keeps it: its text and the ETag to revalidate it with. */
interface Kept {
  text: string;
  etag?: string;
}

export interface ReleaseFilesOptions {
  /** The most the kept files may take, in bytes (UTF-16, as they sit in memory); 0 keeps nothing. */
  maxBytes: number;
  /** How long a kept file is used before it is asked for again (If-None-Match): a rebuild in place shows after that. */
  revalidateMs: number;
  /** How long one request to a release may take. */
  timeoutMs?: number;
}

/**
 * The files of the remotes' releases (fragments.json and the fragments), as
 * the edge reads them: over HTTP, kept in bounded memory under their URL (a
 * release's versioned URL is its identity: a repoint asks for other URLs),
 * asked for again with their ETag once `revalidateMs` has passed, so a
 * release rebuilt in place shows too. Concurrent requests for one file share
 * one fetch. A failure is never kept: a file that cannot be had is asked for
 * again by the next page, and a kept one whose check fails is dropped (a
 * remote that is down shows as down, not as its past).
 */
export function releaseFiles({ maxBytes, revalidateMs, timeoutMs = fragmentTimeoutMs }: ReleaseFilesOptions) {
  if (maxBytes === 0) return { read: releaseReader(timeoutMs), size: () => ({ files: 0, bytes: 0 }) };
  const cache = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (kept, url) => (kept.text.length + url.length) * 2,
    ttl: Math.max(1, revalidateMs),
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
      const kept = await cache.fetch(url);
      if (!kept) cache.delete(url);
      return kept?.text;
    },
    /** What is kept now, for the readiness answer and the tests. */
    size: () => ({ files: cache.size, bytes: cache.calculatedSize }),
  };
}
