/** @jest-environment node */
import { Counter, Registry } from 'prom-client';
import { serveMetrics } from '../serve-metrics.mjs';

describe('serveMetrics', () => {
  it('answers GET /metrics in Prometheus’s text format, and nothing else', async () => {
    const registry = new Registry();
    new Counter({ name: 'things_total', help: 'Things.', registers: [registry] }).inc(3);
    const server = await serveMetrics(registry, '127.0.0.1', 0);
    const { port } = server.address() as { port: number };
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(await metrics.text()).toContain('things_total 3');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
