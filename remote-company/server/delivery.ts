import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { EnquiryFolder, StoredEnquiry } from './outbox';
import type { EnquiryMetrics } from './metrics';
import { enquiryMail } from './mail';

/** Wait before attempt `attempt + 1`: start, doubling, never above cap (1 s, 2 s, 4 s … 30 s by default). */
export const backoffDelay = (failedAttempts: number, startMs: number, capMs: number) =>
  Math.min(capMs, startMs * 2 ** Math.max(0, failedAttempts - 1));

/**
 * The mail server refused this enquiry itself (its sender, recipient or content) with a permanent reply:
 * nodemailer's `permanent` (a 5xx reply other than 503) on an envelope or message error. It will not take it
 * however often it is sent. Anything else may pass later, a refused login (535) among them: wrong credentials
 * are the operators' to fix, and every enquiry waits in the outbox meanwhile rather than go to the dead letters.
 */
export const isPermanentRefusal = (error: unknown) => {
  const { permanent, code } = error as { permanent?: unknown; code?: unknown };
  return permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
};

export interface DeliveryOptions {
  outbox: EnquiryFolder;
  /** Where an enquiry goes after `deadAfter` permanent refusals: no longer retried, kept for a person. */
  deadLetters: EnquiryFolder;
  deadAfter: number;
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  sender: string;
  recipient: string;
  retry: { startMs: number; capMs: number };
  /** How often the outbox is read again, for enquiries put back into it from outside (`enquiries:requeue`). */
  rescanMs: number;
  log: FastifyBaseLogger;
  metrics: EnquiryMetrics;
  now: () => number;
}

/**
 * Delivers what the outbox holds, each enquiry until the mail server accepts
 * it, then removes it; one the server refuses for good `deadAfter` times is
 * moved to the dead letters instead. Only ids are kept in memory: after a
 * restart `start` finds every enquiry not yet delivered and tries it at once,
 * and a rescan finds those put back while it runs.
 */
export class Delivery {
  private readonly pending = new Map<string, NodeJS.Timeout | undefined>();
  private readonly running = new Set<Promise<void>>();
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private rescanTimer: NodeJS.Timeout | undefined;
  /** Delivered, but still in the outbox (its removal failed): never sent again; each rescan retries the removal. */
  private readonly delivered = new Set<string>();

  constructor(private readonly options: DeliveryOptions) {}

  async start(): Promise<void> {
    const ids = await this.options.outbox.list();
    if (ids.length > 0)
      this.options.log.info({ event: 'outbox-resume', count: ids.length }, 'delivering enquiries left in the outbox');
    for (const id of ids) this.schedule(id, 1, 0);
    this.rescanTimer = setInterval(() => void this.rescan(), this.options.rescanMs).unref();
  }

  /** Schedules what the outbox holds and is not pending here: enquiries re-queued from the dead letters. */
  private async rescan(): Promise<void> {
    const { outbox, log } = this.options;
    let ids: string[];
    try {
      ids = await outbox.list();
    } catch (error) {
      log.error({ event: 'outbox-rescan-failed', code: (error as { code?: string }).code }, 'outbox not readable');
      return;
    }
    const delivered = ids.filter((listed) => this.delivered.has(listed));
    ids = ids.filter((listed) => !this.pending.has(listed) && !this.delivered.has(listed));
    for (const id of delivered) await this.removeDelivered(id);
    if (ids.length > 0)
      log.info({ event: 'outbox-rescan', count: ids.length }, 'delivering enquiries found in the outbox');
    // One the listing saw just before its delivery removed it is gone when read: not an error then.
    for (const id of ids) this.schedule(id, 1, 0, true);
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
    clearInterval(this.rescanTimer);
    for (const timer of this.pending.values()) clearTimeout(timer);
    await Promise.allSettled([...this.running]);
    this.options.transport.close();
  }

  private schedule(id: string, attempt: number, delayMs: number, mayBeGone = false) {
    if (this.stopped || (attempt === 1 && this.pending.has(id))) return;
    const timer = setTimeout(() => {
      const run = this.attempt(id, attempt, mayBeGone).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.pending.set(id, timer);
  }

  private async attempt(id: string, attempt: number, mayBeGone: boolean) {
    const { outbox, transport, sender, recipient, retry, log, metrics } = this.options;
    let record: StoredEnquiry;
    try {
      record = await outbox.read(id);
    } catch (error) {
      if (mayBeGone && (error as { code?: string }).code === 'ENOENT') {
        this.settle(id);
        return;
      }
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
      const permanent = isPermanentRefusal(error);
      metrics.failures.inc({ kind: permanent ? 'permanent' : 'temporary' });
      // The error's code only: a server's reply text could quote addresses.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      if (permanent && (await this.refused(record, responseCode!))) return;
      const delayMs = backoffDelay(attempt, retry.startMs, retry.capMs);
      log.warn(
        { event: 'delivery-failed', id, attempt, retryInMs: delayMs, code, responseCode },
        'enquiry not delivered yet',
      );
      this.schedule(id, attempt + 1, delayMs);
      return;
    }
    await this.removeDelivered(id);
    metrics.delivered.inc();
    log.info({ event: 'delivered', id, attempts: attempt }, 'enquiry delivered');
    this.settle(id);
  }

  /** Takes a delivered enquiry out of the outbox; one that stays is remembered, so that no rescan sends it twice. */
  private async removeDelivered(id: string): Promise<void> {
    try {
      await this.options.outbox.remove(id);
      this.delivered.delete(id);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOENT') {
        // Gone already: nothing to take out.
        this.delivered.delete(id);
        return;
      }
      if (!this.delivered.has(id))
        this.options.log.error({ event: 'outbox-remove-failed', id, code }, 'delivered enquiry still in the outbox');
      this.delivered.add(id);
    }
  }

  /**
   * Counts a permanent refusal in the stored record; at `deadAfter` moves the
   * enquiry to the dead letters. True when it is dead (no retry), false to
   * retry. Written before it is moved, so a crash between the two leaves it in
   * the outbox with its count, and the next refusal moves it.
   */
  private async refused(record: StoredEnquiry, responseCode: number): Promise<boolean> {
    const { outbox, deadLetters, deadAfter, log, metrics, now } = this.options;
    const at = new Date(now()).toISOString();
    const refusals = (record.refusals ?? 0) + 1;
    const dead = refusals >= deadAfter;
    const updated: StoredEnquiry = {
      ...record,
      refusals,
      lastRefusal: { at, responseCode },
      ...(dead ? { deadAt: at } : {}),
    };
    try {
      await outbox.put(updated);
      if (dead) await outbox.moveTo(deadLetters, record.id);
    } catch (error) {
      // Still in the outbox: retried, and counted again at its next refusal.
      log.error(
        { event: 'refusal-not-recorded', id: record.id, code: (error as { code?: string }).code },
        'permanent refusal not recorded',
      );
      return false;
    }
    if (!dead) return false;
    metrics.deadLettered.inc();
    log.error({ event: 'dead-letter', id: record.id, refusals, responseCode }, 'enquiry refused for good: dead letter');
    this.settle(record.id);
    return true;
  }

  private settle(id: string) {
    this.pending.delete(id);
    if (this.pending.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
