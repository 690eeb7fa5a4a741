import { Counter, Gauge, Registry } from 'prom-client';
import type { EnquiryFolder } from './outbox';

/**
 * What operators watch (Prometheus text format): counters kept as the service
 * goes, gauges read from the two folders when scraped, so they hold what is on
 * disk, whoever put it there. One registry per service, not prom-client's
 * global one, so that tests can run several.
 */
export class EnquiryMetrics {
  readonly registry = new Registry();
  readonly accepted = this.counter('enquiries_accepted_total', 'Enquiries accepted into the outbox.');
  readonly delivered = this.counter('enquiries_delivered_total', 'Enquiries the mail server accepted.');
  readonly deadLettered = this.counter(
    'enquiries_dead_lettered_total',
    'Enquiries moved to the dead letters after repeated permanent refusals.',
  );
  readonly failures = new Counter({
    name: 'enquiries_delivery_failures_total',
    help: 'Delivery attempts that failed: temporary (connection, SMTP 4xx) or permanent (SMTP 5xx).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  /** receivedAt of each enquiry in the outbox, read once: it never changes. */
  private readonly receivedAt = new Map<string, number>();

  constructor(outbox: EnquiryFolder, deadLetters: EnquiryFolder, now: () => number) {
    // Both kinds from the start, so that a rate over them is defined before the first failure.
    this.failures.inc({ kind: 'temporary' }, 0);
    this.failures.inc({ kind: 'permanent' }, 0);
    const oldestAgeSeconds = this.oldestAgeSeconds.bind(this, outbox, now);
    new Gauge({
      name: 'enquiries_outbox_depth',
      help: 'Enquiries in the outbox, not delivered yet.',
      registers: [this.registry],
      async collect() {
        this.set((await outbox.list()).length);
      },
    });
    new Gauge({
      name: 'enquiries_oldest_undelivered_age_seconds',
      help: 'Age of the oldest enquiry in the outbox, from when it was received; 0 when it is empty.',
      registers: [this.registry],
      async collect() {
        this.set(await oldestAgeSeconds());
      },
    });
    new Gauge({
      name: 'enquiries_dead_letters',
      help: 'Enquiries in the dead-letter folder.',
      registers: [this.registry],
      async collect() {
        this.set((await deadLetters.list()).length);
      },
    });
  }

  private counter(name: string, help: string) {
    return new Counter({ name, help, registers: [this.registry] });
  }

  private async oldestAgeSeconds(outbox: EnquiryFolder, now: () => number) {
    const ids = await outbox.list();
    const present = new Set(ids);
    for (const id of this.receivedAt.keys()) if (!present.has(id)) this.receivedAt.delete(id);
    let oldest = Infinity;
    for (const id of ids) {
      let at = this.receivedAt.get(id);
      if (at === undefined) {
        try {
          at = Date.parse((await outbox.read(id)).receivedAt);
        } catch {
          // Delivered since the listing, or unreadable (the delivery logs that): no age to give.
          continue;
        }
        if (Number.isNaN(at)) continue;
        this.receivedAt.set(id, at);
      }
      oldest = Math.min(oldest, at);
    }
    return oldest === Infinity ? 0 : Math.max(0, (now() - oldest) / 1000);
  }
}
