// The canary watch: `pnpm --filter field canary-watch`, one process per site,
// as root (it keeps each area's file its team's: README, "Deploying one remote on its own"). It
// applies the canary rule every CANARY_CHECK_SECONDS and withdraws a canary
// that does worse, from the edges' counts (<deploy>/counts/) and the field
// reports (the collector's database, FIELD_DB); its metric
// (canary_withdrawals_total) on CANARY_METRICS_PORT. Also started as a child by the local site
// (shell/deploy/local-site.mjs), which it stops with.
import { resolve } from 'node:path';
import pino from 'pino';
import { Registry } from 'prom-client';
import { environmentReader } from 'shared-ui/server-kit/environment';
import { serveMetrics } from 'shared-ui/server-kit/serve-metrics';
import { defaultRule } from './rule';
import { canaryWatch } from './watch';
import { fieldTallies } from './field-tallies';
import { databaseFile } from '../collector/config';

const { text, number, done } = environmentReader(process.env, 'Canary watch');
const config = done({
  deployDir: resolve(text('CANARY_DEPLOY_DIR')),
  checkSeconds: number('CANARY_CHECK_SECONDS', defaultRule.checkSeconds, { min: 1 }),
  minLoads: number('CANARY_MIN_LOADS', defaultRule.minLoads, { min: 1 }),
  metricsHost: text('CANARY_METRICS_HOST', '127.0.0.1'),
  metricsPort: number('CANARY_METRICS_PORT', 0),
  logLevel: text('CANARY_LOG_LEVEL', 'info'),
});
const log = pino({ level: config.logLevel, name: 'canary-watch' });
const registry = new Registry();
const rule = { ...defaultRule, checkSeconds: config.checkSeconds, minLoads: config.minLoads };
const watch = canaryWatch({
  deployDir: config.deployDir,
  rule,
  log,
  registry,
  // The collector's database (FIELD_DB, as the collector's and the report's).
  fieldTallies: fieldTallies(databaseFile()),
});
const metrics = config.metricsPort ? await serveMetrics(registry, config.metricsHost, config.metricsPort) : undefined;
log.info({ deployDir: config.deployDir, rule }, 'canary watch started');
watch.check();
const timer = setInterval(() => watch.check(), rule.checkSeconds * 1000);
const stop = () => {
  clearInterval(timer);
  metrics?.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
