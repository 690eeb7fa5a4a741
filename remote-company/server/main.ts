// The enquiry service: `pnpm --filter remote-company start:enquiries`
// (configuration by environment: README, "The enquiry service").
import { readConfig } from './config';
import { startService } from './service';

try {
  const service = await startService(readConfig());
  service.app.log.info(
    { event: 'listening', address: service.address, metrics: service.metricsAddress },
    'enquiry service ready',
  );
  const stop = () => {
    void service.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
