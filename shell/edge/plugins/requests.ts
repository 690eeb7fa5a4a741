import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { cacheControl, compression, isImmutable } from 'shared-ui/server-kit/headers';
import { canonicalAddress, requestPath, validHost } from 'shared-ui/server-kit/request-checks';
import { refuse, pathOf, type EdgeSite } from '../site';

/**
 * What every request meets: the site's security headers; outside /api/, GET or HEAD only, a path and a host
 * that name something (else a 400), each page's one address (/about/ → /about), the caching of what it asks
 * for; compression of what is sent; and one log line once answered.
 */
export const requests = fp<{ site: EdgeSite }>(async (app, { site }) => {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(site.headers(site.inForce(request)));
    if (url.startsWith('/api/')) return done();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void refuse(reply, 405, { Allow: 'GET, HEAD' });
      return;
    }
    const path = requestPath(url);
    if (!path || !validHost(request.headers.host)) {
      void refuse(reply, 400);
      return;
    }
    reply.header('Cache-Control', isImmutable(path) ? cacheControl.immutable : cacheControl.revalidate);
    // Each page's one address; a path the router reads as /api/ (percent-encoded) is the service's.
    const moved = path.startsWith('/api/') ? undefined : canonicalAddress(url, path);
    if (moved) {
      void reply.code(301).header('Location', moved).send();
      return;
    }
    // One range of a file as stored: compressed bodies have other offsets.
    if (request.headers.range) delete request.headers['accept-encoding'];
    done();
  });

  // A file sent as it is stored, smaller than a packet, is not worth compressing (as nginx's
  // gzip_min_length): @fastify/compress measures strings and buffers, not files, so a small
  // file is marked with the plugin's own switch before its hook runs (route hooks come after these).
  app.addHook('onSend', (request, reply, payload, done) => {
    const length = Number(reply.getHeader('content-length'));
    if (typeof (payload as { pipe?: unknown } | null)?.pipe === 'function' && length < compression.minLength)
      request.headers['x-no-compression'] = '1';
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    const notices = site.notes(request);
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ...(notices.length ? { missing: notices } : {}),
    };
    if (notices.length) request.log.warn(line, 'served');
    else request.log.info(line, 'served');
    done();
  });

  // Registered before the routes, which it hooks into.
  await app.register(fastifyCompress, {
    threshold: compression.minLength,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: compression.brotliLevel } },
    zlibOptions: { level: compression.gzipLevel },
    customTypes: (type: string) => compression.types.includes(type.split(';')[0]?.trim() ?? ''),
  });
});
