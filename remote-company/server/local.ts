// The enquiry service with a local mail sink, as `pnpm start` runs it
// (shell/deploy/local-site.mjs): submitted enquiries land as .eml files in
// ENQUIRIES_MAIL_DIR. Settings come from the environment like main.ts's,
// with the SMTP server replaced by the sink on ENQUIRIES_SINK_PORT, and no
// metrics endpoint unless ENQUIRIES_METRICS_PORT asks for one (the local site
// takes only the ports it names).
import { readConfig } from './config';
import { startMailSink } from './mail-sink';
import { startService } from './service';

try {
  const dir = process.env.ENQUIRIES_MAIL_DIR ?? '.serve/mail';
  const sink = await startMailSink({ dir, port: Number(process.env.ENQUIRIES_SINK_PORT ?? 2525) });
  const service = await startService(
    readConfig({
      ENQUIRIES_FROM: 'Kestrel website <website@localhost>',
      ENQUIRIES_TO: 'enquiries@localhost',
      ENQUIRIES_METRICS_PORT: '0',
      ...process.env,
      ENQUIRIES_SMTP_HOST: '127.0.0.1',
      ENQUIRIES_SMTP_PORT: String(sink.port),
      ENQUIRIES_SMTP_TLS: 'none',
    }),
  );
  service.app.log.info(
    { event: 'listening', address: service.address, mailDir: dir },
    'enquiry service and local mail sink ready',
  );
  const stop = () => {
    void service
      .stop()
      .then(() => sink.down())
      .then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Started by shell/deploy/local-site.mjs: stop with it.
  process.once('disconnect', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
