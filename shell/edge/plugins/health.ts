import fp from 'fastify-plugin';

/** Where the edge says whether it takes requests: 200 while it serves, 503 once it drains. */
export const readinessPath = '/_edge/ready';

/**
 * Readiness, and draining (app.close(), on SIGTERM): what is under way is answered, then its connection closes,
 * so that a keep-alive visitor does not hold the process open; a new request gets a 503 (Fastify's
 * return503OnClosing).
 */
export const health = fp((app, _options, done) => {
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.get(readinessPath, (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ready' }));
  done();
});
