import fp from 'fastify-plugin';
import type { EdgeSite } from '../site';

/**
 * Where the edge says whether it takes requests: 200 while it serves with every area's routes had (read now, or
 * known from their last good read), 503 naming the areas without, or once it drains.
 */
export const readinessPath = '/_edge/ready';

/**
 * Readiness, and draining (app.close(), on SIGTERM): what is under way is answered, then its connection closes,
 * so that a keep-alive visitor does not hold the process open; a new request gets a 503 (Fastify's
 * return503OnClosing).
 */
export const health = fp<{ site: EdgeSite }>((app, { site }, done) => {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.get(readinessPath, async (request, reply) => {
    const { complete, unread } = await site.routesOf(request);
    reply.header('Cache-Control', 'no-store');
    if (complete) return reply.send({ status: 'ready' });
    return reply.code(503).send({ status: 'waiting', routes: unread });
  });
  done();
});
