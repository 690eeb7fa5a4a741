import fp from 'fastify-plugin';
import type { EdgeSite } from '../site';

/**
 * Where the edge says whether it takes requests: 200 while it serves, naming any area whose routes it has neither
 * read now nor from a last good read (its pages answer the notice; one area down never keeps the site down), and
 * 503 once it drains.
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
    const { lists } = await site.routesOf(request);
    const had = new Set(lists.map(({ name }) => name));
    const withoutRoutes = Object.keys(site.areasOf(request)).filter((name) => !had.has(name));
    return reply.header('Cache-Control', 'no-store').send({ status: 'ready', withoutRoutes });
  });
  done();
});
