import type { AddressInfo } from 'node:net';
import pino, { type DestinationStream } from 'pino';
import { buildApp } from './app';
import type { CollectorConfig } from './config';
import { collectorMetrics } from './metrics';
import { serveMetrics } from '../src/serve-metrics';
import { releasesInForce } from './releases';
import { FieldStore } from './store';

/** The queue is written this often, in one transaction. */
const flushMs = 1_000;
/** Rows past the retention period are deleted this often (and on start). */
const pruneMs = 3_600_000;

export interface CollectorOptions {
  /** Where the log goes (pino's standard output by default). */
  logStream?: DestinationStream;
  /** Milliseconds since the epoch (Date.now by default): tests move it by days. */
  now?: () => number;
}

/**
 * The whole collector: database, what is in force, HTTP app and metrics
 * listener, started and stopped together. Stopping drains: the app closes
 * (answering the requests it has), then the queue is written and the
 * database closed.
 */
export async function startCollector(config: CollectorConfig, { logStream, now = Date.now }: CollectorOptions = {}) {
  const log = logStream ? pino({ level: config.logLevel }, logStream) : pino({ level: config.logLevel });
  const store = new FieldStore({
    file: config.dbFile,
    retentionDays: config.retentionDays,
    maxBytes: config.maxDbBytes,
    queueMax: config.queueMax,
    now,
    onDrop: (reason, count) => metrics.dropped.inc({ reason }, count),
  });
  const metrics = collectorMetrics(() => store.bytes);
  const releases = releasesInForce({
    deployDir: config.deployDir,
    shellDist: config.shellDist,
    siteOrigin: config.siteOrigin,
    store,
    now,
    warn: (message) => log.warn({ event: 'release-files' }, message),
  });
  store.prune();

  const flush = () => {
    try {
      store.flush();
    } catch (error) {
      log.error({ event: 'write-failed', message: (error as Error).message }, 'field reports not written');
    }
  };
  const maintain = () => {
    try {
      store.prune();
      releases.refresh();
    } catch (error) {
      log.error({ event: 'prune-failed', message: (error as Error).message }, 'old field reports not deleted');
    }
  };
  const flushTimer = setInterval(flush, flushMs);
  const pruneTimer = setInterval(maintain, pruneMs);

  const app = await buildApp({ config, store, releases, metrics, log, now });
  const address = await app.listen({ host: config.host, port: config.port });
  const metricsServer =
    config.metricsPort === 0 ? undefined : await serveMetrics(metrics.registry, config.metricsHost, config.metricsPort);
  log.info(
    {
      event: 'listening',
      address,
      metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : null,
      database: config.dbFile,
    },
    'field collector ready',
  );

  let stopped: Promise<void> | undefined;
  return {
    app,
    store,
    metrics,
    address,
    /** The metrics listener's port (null when FIELD_METRICS_PORT is 0). */
    metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : null,
    /** Writes the queue now (tests, rather than waiting for the timer). */
    flush,
    /** Runs the hourly upkeep now: deletes what is past retention, reads what is in force. */
    maintain,
    stop() {
      stopped ??= (async () => {
        clearInterval(flushTimer);
        clearInterval(pruneTimer);
        await app.close();
        await new Promise<void>((closed) => (metricsServer ? metricsServer.close(() => closed()) : closed()));
        flush();
        store.close();
      })();
      return stopped;
    },
  };
}
