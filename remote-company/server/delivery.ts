import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox, StoredEnquiry } from './outbox';
import { enquiryMail } from './mail';

/** Wait before attempt `attempt + 1`: start, doubling, never above cap (1 s, 2 s, 4 s … 30 s by default). */
export const backoffDelay = (failedAttempts: number, startMs: number, capMs: number) =>
  Math.min(capMs, startMs * 2 ** Math.max(0, failedAttempts - 1));

export interface DeliveryOptions {
  outbox: Outbox;
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  sender: string;
  recipient: string;
  retry: { startMs: number; capMs: number };
  log: FastifyBaseLogger;
}

/**
 * Delivers what the outbox holds, each enquiry until the mail server accepts
 * it, then removes it. Only ids are kept in memory: after a restart `start`
 * finds every enquiry not yet delivered and tries it at once.
 */
export class Delivery {
  private readonly pending = new Map<string, NodeJS.Timeout | undefined>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: DeliveryOptions) {}

  async start(): Promise<void> {
    const ids = await this.options.outbox.list();
    if (ids.length > 0)
      this.options.log.info({ event: 'outbox-resume', count: ids.length }, 'delivering enquiries left in the outbox');
    for (const id of ids) this.schedule(id, 1, 0);
  }

  /** A newly accepted enquiry, already durable in the outbox. */
  enqueue(record: StoredEnquiry): void {
    this.schedule(record.id, 1, 0);
  }

  get size(): number {
    return this.pending.size;
  }

  /** Resolves when nothing is waiting for delivery (tests, the figures run). */
  idle(): Promise<void> {
    return this.pending.size === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops retrying; what is not delivered stays in the outbox for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    await Promise.allSettled([...this.running]);
    this.options.transport.close();
  }

  private schedule(id: string, attempt: number, delayMs: number) {
    if (this.stopped || (attempt === 1 && this.pending.has(id))) return;
    const timer = setTimeout(() => {
      const run = this.attempt(id, attempt).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.pending.set(id, timer);
  }

  private async attempt(id: string, attempt: number) {
    const { outbox, transport, sender, recipient, retry, log } = this.options;
    let record: StoredEnquiry;
    try {
      record = await outbox.read(id);
    } catch (error) {
      // Removed by hand, or unreadable: nothing this service can send; it stays for a person to look at.
      log.error(
        { event: 'outbox-read-failed', id, code: (error as { code?: string }).code },
        'enquiry cannot be read from the outbox',
      );
      this.settle(id);
      return;
    }
    try {
      await transport.sendMail(enquiryMail(record, sender, recipient));
    } catch (error) {
      if (this.stopped) return;
      const delayMs = backoffDelay(attempt, retry.startMs, retry.capMs);
      // The error's code only: a server's reply text could quote addresses.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      log.warn(
        { event: 'delivery-failed', id, attempt, retryInMs: delayMs, code, responseCode },
        'enquiry not delivered yet',
      );
      this.schedule(id, attempt + 1, delayMs);
      return;
    }
    try {
      await outbox.remove(id);
    } catch (error) {
      log.error(
        { event: 'outbox-remove-failed', id, code: (error as { code?: string }).code },
        'delivered enquiry still in the outbox',
      );
    }
    log.info({ event: 'delivered', id, attempts: attempt }, 'enquiry delivered');
    this.settle(id);
  }

  private settle(id: string) {
    this.pending.delete(id);
    if (this.pending.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
