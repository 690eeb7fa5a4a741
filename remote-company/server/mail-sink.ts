import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A local mail server that keeps every message it receives as an .eml file
 * (open it with any mail program, or read it as text). For development, the
 * tests and the figures run; never reachable from outside the machine.
 */
export interface MailSink {
  port: number;
  /** Takes messages again after `down()`. */
  up(): Promise<void>;
  /** Stops listening: deliveries fail with "connection refused" until `up()`. */
  down(): Promise<void>;
}

export async function startMailSink({
  dir,
  port,
  host = '127.0.0.1',
}: {
  dir: string;
  port: number;
  host?: string;
}): Promise<MailSink> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const name = `${Date.now()}-${process.pid}-${(count += 1)}.eml`;
          // Whole files only: written aside, then renamed into the folder.
          writeFile(join(dir, `.${name}`), Buffer.concat(chunks))
            .then(() => rename(join(dir, `.${name}`), join(dir, name)))
            .then(
              () => callback(),
              (error: Error) => callback(error),
            );
        });
      },
    });
  let server: SMTPServer | undefined;
  let actualPort = port;
  const sink: MailSink = {
    get port() {
      return actualPort;
    },
    up: () =>
      new Promise<void>((resolve, reject) => {
        server = create();
        server.once('error', reject);
        server.listen(actualPort, host, () => {
          const address = server?.server.address();
          if (address && typeof address === 'object') actualPort = address.port;
          resolve();
        });
      }),
    down: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
  await sink.up();
  return sink;
}
