// The field collector: `pnpm --filter field start:collector` (configuration
// by environment: README, "Field reports: the collector"). Also started as a
// child by the local site (shell/deploy/local-site.mjs), which it stops with.
import { readConfig } from './config';
import { startCollector } from './collector';

try {
  const collector = await startCollector(readConfig());
  const stop = () => {
    void collector.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
