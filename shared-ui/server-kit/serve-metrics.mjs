import { createServer } from 'node:http';
/** @import { Server } from 'node:http' */
/** @import { Registry } from 'prom-client' */

/**
 * Serves `registry` at /metrics on host:port, in Prometheus's text format: a
 * listener apart from the public one, so that the port can stay off the
 * internet while the site's is on it (the edge, the enquiry service and the
 * collector each have one).
 * @param {Registry} registry
 * @param {string} host
 * @param {number} port
 * @returns {Promise<Server>}
 */
export function serveMetrics(registry, host, port) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((ready, failed) => {
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      ready(server);
    });
  });
}
