import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Composed } from 'shared-ui/deploy/compose.mjs';

type Encoding = 'br' | 'gzip' | 'identity';
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

type PageBytes = Composed;
/** A page kept: its bytes in each encoding, and the hash its ETags carry. */
export type KeptPage = Omit<PageBytes, 'html'> & { html?: undefined; bodies: Record<Encoding, Buffer>; etag: string };

/** Compressed once, so at the highest levels (on libuv's threads, not the event loop). */
const keptBrotli = promisify(brotliCompress);
const keptGzip = promisify(gzip);
const none = Buffer.alloc(0);
const keep = async (page: PageBytes, as: 'compressed' | 'text'): Promise<KeptPage> => {
  const identity = Buffer.from(page.html);
  const [br, gz] =
    as === 'text'
      ? [none, none]
      : await Promise.all([
          keptBrotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
          keptGzip(identity, { level: constants.Z_BEST_COMPRESSION }),
        ]);
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { ...page, html: undefined, bodies: { identity, br, gzip: gz }, etag };
};

/**
 * The composed pages the edge keeps, within `maxBytes` (least recently used out first), each compressed once in
 * brotli and gzip and sent with a strong ETag per encoding (a 304 when the browser has it). A key is everything a
 * page's bytes depend on (plugins/pages.ts); concurrent first requests for one key share one composition.
 * `count` is told each hit, miss and eviction.
 */
export function pageCache(maxBytes: number, count: (event: 'hit' | 'miss' | 'eviction') => void) {
  const kept = new LRUCache<string, KeptPage>({
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: ({ bodies }) => Math.max(1, bodies.identity.length + bodies.br.length + bodies.gzip.length),
    dispose: (_page, _key, reason) => reason === 'evict' && count('eviction'),
  });
  /** Pages composed and not yet kept: concurrent requests share one composition, and get it while it compresses. */
  const composing = new Map<string, Promise<PageBytes>>();
  return {
    /**
     * The page kept under `key`, else composed (and kept, once compressed, if `mayKeep` says it may be); `as`
     * 'text' keeps its text alone, for a page filled in per request.
     */
    async page(
      key: string,
      as: 'compressed' | 'text',
      compose: () => Promise<PageBytes>,
      mayKeep: (page: PageBytes) => boolean,
    ) {
      const page = kept.get(key);
      count(page ? 'hit' : 'miss');
      if (page) return page;
      let pending = composing.get(key);
      if (!pending) {
        composing.set(key, (pending = compose()));
        const forget = () => composing.delete(key);
        pending
          .then(async (composed) => {
            if (mayKeep(composed) && maxBytes > 0) kept.set(key, await keep(composed, as));
          })
          .finally(forget)
          .catch(() => undefined);
      }
      return pending;
    },
  };
}

/** Sends a kept page in the encoding the request prefers, with its ETag; a 304 for the ETag the browser has. */
export function sendKept(reply: FastifyReply, page: KeptPage) {
  // As @fastify/compress reads it (plugins/requests.ts), which must not compress the plain copy again.
  const accepted = (reply.request.headers['accept-encoding'] ?? '').toLowerCase().replace(/\bx-gzip\b/g, 'gzip');
  const encoding = encodings.negotiate(accepted) ?? 'identity';
  if (encoding === 'identity') reply.request.headers['x-no-compression'] = '1';
  const etag = `"${page.etag}-${encoding}"`;
  reply.header('ETag', etag).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  const asked = reply.request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (asked?.includes(etag) || asked?.includes('*')) return reply.code(304).send();
  return reply.send(page.bodies[encoding]);
}
