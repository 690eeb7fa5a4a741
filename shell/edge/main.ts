// The shell's edge server: `node shell/dist-edge/edge.mjs` in production (the
// built program, beside the shell's dist/), configured by its environment
// (config.ts). It drains on SIGTERM: it stops taking connections, answers
// what it was serving, then exits.
import { configFromEnvironment } from './config';
import { buildEdge } from './server';

async function main() {
  const config = configFromEnvironment(process.env);
  const app = await buildEdge(config);
  const drain = (why: string) => {
    app.log.info(`${why}: draining`);
    void app.close().then(() => process.exit(0));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => drain(signal));
  // Started by a parent with an IPC channel (shell/deploy/local-site.mjs): stop with it, however it ends.
  process.once('disconnect', () => drain('parent gone'));
  await app.listen({ host: config.host, port: config.port });
  // A parent that started it (shell/deploy/local-site.mjs) learns that this very process listens.
  process.send?.('ready');
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE'
      ? `edge: port ${process.env.PORT ?? 4000} is already in use`
      : `edge: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
