import type { Server } from 'node:http';
import fp from 'fastify-plugin';
import { serveMetrics } from 'shared-ui/server-kit/serve-metrics';
import type { EdgeMetrics } from '../metrics';

/**
 * The operators' metrics (edge/metrics.ts), read on a port of their own on the edge's host, never the site's;
 * open while the edge is, closed with it. Off without a port.
 */
export const metricsPort = fp<{ metrics: EdgeMetrics; host: string; port?: number }>(
  (app, { metrics, host, port }, done) => {
    let server: Server | undefined;
    if (port)
      app.addHook('onReady', async () => {
        server = await serveMetrics(metrics.registry, host, port);
      });
    app.addHook('onClose', (_instance, done) => {
      if (server) server.close(() => done());
      else done();
    });
    done();
  },
);
