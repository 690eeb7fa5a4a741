import type { AddressInfo } from 'node:net';
import pino, { type DestinationStream } from 'pino';
import { buildApp } from './app';
import type { CollectorConfig } from './config';
import { collectorMetrics } from './metrics';
import { serveMetrics } from 'shared-ui/server-kit/serve-metrics';
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
  const metrics = collectorMetrics(() => store.bytes);
  const store = new FieldStore({
    file: config.dbFile,
    retentionDays: config.retentionDays,
    maxBytes: config.maxDbBytes,
    queueMax: config.queueMax,
    now,
    onDrop: (reason, count) => metrics.dropped.inc({ reason }, count),
    warn: (message) => log.warn({ event: 'database-lock' }, message),
  });
  const releases = releasesInForce({
    deployDir: config.deployDir,
    shellDist: config.shellDist,
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
  const app = await buildApp({ config, store, releases, metrics, log, now });
  let address: string;
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> | undefined;
  try {
    address = await app.listen({ host: config.host, port: config.port });
    if (config.metricsPort !== 0)
      metricsServer = await serveMetrics(metrics.registry, config.metricsHost, config.metricsPort);
  } catch (error) {
    // A port taken: nothing is left open behind the error.
    await app.close();
    store.close();
    throw error;
  }
  const metricsPort = metricsServer ? (metricsServer.address() as AddressInfo).port : null;
  const flushTimer = setInterval(flush, flushMs);
  const pruneTimer = setInterval(maintain, pruneMs);
  log.info({ event: 'listening', address, metricsPort, database: config.dbFile }, 'field collector ready');

  let stopped: Promise<void> | undefined;
  return {
    app,
    store,
    metrics,
    address,
    /** The metrics listener's port (null when FIELD_METRICS_PORT is 0). */
    metricsPort,
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
        // A report reading holds the database for a moment: the queue is not given up at the first try.
        for (let tries = 0; store.queued > 0 && tries < 20; tries += 1) {
          await new Promise((wait) => setTimeout(wait, 250));
          flush();
        }
        store.close();
      })();
      return stopped;
    },
  };
}
