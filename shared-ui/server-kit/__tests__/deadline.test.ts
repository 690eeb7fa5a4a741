/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { beforeAbort, waitingDeadline } from '../deadline.mjs';

/** Holds this process busy for `ms`, as other requests' work would. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const aborted = (signal: AbortSignal) =>
  new Promise<number>((resolve) => signal.addEventListener('abort', () => resolve(performance.now())));

describe('waitingDeadline', () => {
  it('ends the wait once its time is up while the process is free, with a TimeoutError', async () => {
    const started = performance.now();
    const { signal } = waitingDeadline(100);
    const at = await aborted(signal);
    expect(at - started).toBeGreaterThanOrEqual(95);
    expect(at - started).toBeLessThan(400);
    expect((signal.reason as Error).name).toBe('TimeoutError');
    expect((signal.reason as Error).message).toBe('no answer within 100 ms');
  });

  it('gives back the time the process was busy: an answer that came meanwhile is read, where a plain timer would have fired first', async () => {
    const deadline = waitingDeadline(100);
    const plain = AbortSignal.timeout(100);
    const read = readFile(__filename, 'utf8');
    const waited = beforeAbort(read, deadline.signal);
    const waitedPlainly = beforeAbort(read, plain);
    busy(300);
    await Promise.all([
      expect(waited).resolves.toContain('waitingDeadline'),
      expect(waitedPlainly).rejects.toThrow(/timeout/),
    ]);
    deadline.clear();
  });

  it('still ends within its stretch of wall time when the process stays busy', async () => {
    const started = performance.now();
    const { signal } = waitingDeadline(100, { maxStretch: 3 });
    const load = setInterval(() => busy(80), 5);
    const at = await aborted(signal);
    clearInterval(load);
    expect(at - started).toBeGreaterThanOrEqual(250);
    expect(at - started).toBeLessThan(1000);
  });

  it('aborts nothing once cleared', async () => {
    const deadline = waitingDeadline(20);
    deadline.clear();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(deadline.signal.aborted).toBe(false);
  });
});

describe('beforeAbort', () => {
  it('passes the answer or its failure on, and rejects at once on a signal already aborted', async () => {
    const controller = new AbortController();
    await expect(beforeAbort(Promise.resolve(1), controller.signal)).resolves.toBe(1);
    await expect(beforeAbort(Promise.reject(new Error('refused')), controller.signal)).rejects.toThrow('refused');
    controller.abort(new Error('gone'));
    await expect(beforeAbort(new Promise(() => undefined), controller.signal)).rejects.toThrow('gone');
  });
});
