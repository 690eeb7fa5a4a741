// The enquiry service under load, on loopback only, bounded in time:
//   pnpm --filter remote-company figures:enquiries
// 20 connections post valid enquiries for 10 s (autocannon) to the service
// with its rate limit raised, delivering to the local mail sink; then waits
// until the outbox is empty and checks that every accepted id reached the
// sink exactly once. Ports 5160-5161 (FIGURES_PORT and the next one),
// temporary folders removed after.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import autocannon from 'autocannon';
import { enquiryEndpoint } from '../src/pages/contact/form/send-enquiry';
import { readConfig } from './config';
import { startMailSink } from './mail-sink';
import { startService } from './service';

const port = Number(process.env.FIGURES_PORT ?? 5160);
const work = mkdtempSync(join(tmpdir(), 'enquiry-figures-'));
// The service's own record of what it accepted (its "accepted" log events):
// autocannon stops at 10 s without reading the answers still in flight.
const acceptedByService = new Set<string>();
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const match of chunk.toString().matchAll(/"event":"accepted","id":"([^"]+)"/g))
      acceptedByService.add(match[1]!);
    done();
  },
});
const sink = await startMailSink({ dir: join(work, 'mail'), port: port + 1 });
const service = await startService(
  readConfig({
    ENQUIRIES_PORT: String(port),
    ENQUIRIES_SMTP_HOST: '127.0.0.1',
    ENQUIRIES_SMTP_PORT: String(port + 1),
    ENQUIRIES_SMTP_TLS: 'none',
    ENQUIRIES_FROM: 'Website <website@example.com>',
    ENQUIRIES_TO: 'enquiries@example.com',
    ENQUIRIES_OUTBOX: join(work, 'outbox'),
    ENQUIRIES_RATE_LIMIT: '100000000',
    ENQUIRIES_LOG_LEVEL: 'info',
    ENQUIRIES_METRICS_PORT: '0',
  }),
  logStream,
);

const accepted: string[] = [];
const body = JSON.stringify({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  serviceInterest: 'aerospace',
  message: 'We would like to modernise our ERP. '.repeat(20),
});
const result = await autocannon({
  url: `http://127.0.0.1:${port}${enquiryEndpoint}`,
  connections: 20,
  duration: 10,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      onResponse: (status: number, responseBody: string) => {
        if (status === 202) accepted.push((JSON.parse(responseBody) as { id: string }).id);
      },
    },
  ],
});
const drainStarted = Date.now();
await service.delivery.idle();
const drainSeconds = (Date.now() - drainStarted) / 1000;
await service.stop();
await sink.down();

const mailDir = join(work, 'mail');
const delivered = readdirSync(mailDir)
  .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
  .map((name) => readFileSync(join(mailDir, name), 'utf8').match(/^Message-ID: <([^@>]+)@/im)?.[1] ?? '');
const count = (ids: string[]) =>
  ids.reduce((map, id) => map.set(id, (map.get(id) ?? 0) + 1), new Map<string, number>());
const deliveredCounts = count(delivered);
const missing = [...acceptedByService].filter((id) => !deliveredCounts.has(id));
const unseen = accepted.filter((id) => !acceptedByService.has(id));
const twice = [...deliveredCounts].filter(([, n]) => n > 1).map(([id]) => id);
const unexpected = [...deliveredCounts.keys()].filter((id) => !acceptedByService.has(id));
const left = readdirSync(join(work, 'outbox')).filter((name) => name.endsWith('.json')).length;
rmSync(work, { recursive: true, force: true });

console.log(
  `requests: ${result.requests.total} in ${result.duration.toFixed(1)} s, ${result.requests.average.toFixed(0)} req/s average`,
);
console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
console.log(
  `status: 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
);
console.log(
  `accepted: ${acceptedByService.size} by the service, ${accepted.length} 202 answers read by autocannon (${acceptedByService.size - accepted.length} still in flight at 10 s)`,
);
console.log(
  `delivered to the sink: ${delivered.length} mails, ${deliveredCounts.size} distinct ids; drained in ${drainSeconds.toFixed(1)} s after the run`,
);
console.log(
  `accepted but not delivered: ${missing.length}; delivered twice: ${twice.length}; delivered but never accepted: ${unexpected.length}; left in the outbox: ${left}`,
);
console.log(`first and last accepted ids: ${accepted[0]} … ${accepted.at(-1)}`);
const ok = unseen.length === 0 && missing.length === 0 && twice.length === 0 && unexpected.length === 0 && left === 0;
console.log(ok ? 'every accepted enquiry was delivered exactly once' : 'MISMATCH');
process.exit(ok ? 0 : 1);
