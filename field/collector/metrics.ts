// The collector's counts for Prometheus, on a registry of its own and served
// by a listener of its own (FIELD_METRICS_PORT), which the edge never passes
// on: operators scrape it from the machine or its private network.
import { Counter, Gauge, Registry } from 'prom-client';
import { dropReasons } from './store';

export function collectorMetrics(databaseBytes: () => number) {
  const registry = new Registry();
  const accepted = new Counter({
    name: 'field_events_accepted_total',
    help: 'Events accepted for storage, by type (vital, error, remote).',
    labelNames: ['type'],
    registers: [registry],
  });
  const dropped = new Counter({
    name: 'field_events_dropped_total',
    help: 'What was not stored, by reason: requests refused whole (malformed, invalid, too-large, rate-limited), events and reports dropped (unknown-release, queue-full, full).',
    labelNames: ['reason'],
    registers: [registry],
  });
  const cspReports = new Counter({
    name: 'field_csp_reports_total',
    help: 'CSP violation reports accepted for storage.',
    registers: [registry],
  });
  new Gauge({
    name: 'field_db_bytes',
    help: "The database file's size in bytes.",
    registers: [registry],
    collect() {
      this.set(databaseBytes());
    },
  });
  // Every series from the start, so a rate over a reason never seen yet is 0, not absent.
  for (const type of ['vital', 'error', 'remote']) accepted.inc({ type }, 0);
  for (const reason of dropReasons) dropped.inc({ reason }, 0);
  return { registry, accepted, dropped, cspReports };
}
