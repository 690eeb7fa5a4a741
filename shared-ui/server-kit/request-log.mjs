/** @import { FastifyInstance } from 'fastify' */

/**
 * One log line per request, as the site's services write it (the enquiry
 * service, the collector): the route matched, never the URL asked for (its
 * query could carry what a visitor typed), the status and the time taken.
 * The services turn Fastify's own request lines off, which carry the URL.
 * @param {FastifyInstance} app
 */
export function logEachRequest(app) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        event: 'request',
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
