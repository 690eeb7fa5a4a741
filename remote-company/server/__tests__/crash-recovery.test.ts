/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { startMailSink, type MailSink } from '../mail-sink';
import { messageIds, outboxFiles, tempDir, testPorts, until, validEnquiry } from './helpers';
import { enquiryEndpoint } from '../../src/pages/contact/form/send-enquiry';

const serviceUrl = `http://127.0.0.1:${testPorts.child}`;
const remoteCompany = join(__dirname, '..', '..');

/** The service as deployed: its own process (main.ts), configured by environment. */
function startServiceProcess(outboxDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: remoteCompany,
    stdio: 'ignore',
    env: {
      ...process.env,
      ENQUIRIES_PORT: String(testPorts.child),
      ENQUIRIES_SMTP_HOST: '127.0.0.1',
      ENQUIRIES_SMTP_PORT: String(testPorts.childSink),
      ENQUIRIES_SMTP_TLS: 'none',
      ENQUIRIES_FROM: 'Website <website@example.com>',
      ENQUIRIES_TO: 'enquiries@example.com',
      ENQUIRIES_OUTBOX: outboxDir,
      ENQUIRIES_RETRY_START_MS: '20',
      ENQUIRIES_RETRY_CAP_MS: '80',
      ENQUIRIES_METRICS_PORT: '0',
    },
  });
}

const healthy = () =>
  fetch(`${serviceUrl}/health`).then(
    (r) => r.ok,
    () => false,
  );
const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve),
  );

let child: ChildProcess | undefined;
let sink: MailSink | undefined;
const outbox = tempDir('outbox-crash');
const mailDir = tempDir('mail-crash');

afterAll(async () => {
  child?.kill('SIGKILL');
  if (child) await exited(child);
  await sink?.down();
  outbox.remove();
  mailDir.remove();
});

it('delivers an enquiry accepted just before the service was killed with SIGKILL, once, after a restart', async () => {
  // The mail server is down at first, so the enquiry can only be in the outbox when the process dies.
  child = startServiceProcess(outbox.dir);
  await until(healthy, 20_000);
  const response = await fetch(`${serviceUrl}${enquiryEndpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(validEnquiry),
  });
  expect(response.status).toBe(202);
  child.kill('SIGKILL');
  const { id } = (await response.json()) as { id: string };
  await exited(child);
  expect(outboxFiles(outbox.dir)).toEqual([`${id}.json`]);

  sink = await startMailSink({ dir: mailDir.dir, port: testPorts.childSink });
  child = startServiceProcess(outbox.dir);
  await until(() => outboxFiles(outbox.dir).length === 0, 20_000);
  expect(messageIds(mailDir.dir)).toEqual([id]);
}, 60_000);
