// A deadline on the wait for an answer from elsewhere (a release's origin, a
// disk) that counts only the time this process was free to notice the
// answer: the event loop's idle time (performance.eventLoopUtilization),
// not the time it spent on other work. While other requests, or anything
// else, hold the event loop, an answer that came waits behind that work and
// its wait does not count; a busy edge then never blames a healthy release.
// An origin that does not answer still ends the wait: once the process has
// been idle for `ms` since it began, and after about `ms` times `maxStretch`
// of wall time at most, however busy the process (what came meanwhile is
// read once more before it ends).
import { performance } from 'node:perf_hooks';

/** The shortest a wait is armed for: long enough for what came to be read first. */
const lookMs = 20;

/**
 * @param {number} ms
 * @param {{ maxStretch?: number }} [options]
 * @returns {{ signal: AbortSignal; clear: () => void }} `signal` aborts with a TimeoutError once the time is up.
 */
export function waitingDeadline(ms, { maxStretch = 3 } = {}) {
  const controller = new AbortController();
  const since = performance.eventLoopUtilization();
  const end = performance.now() + ms * maxStretch;
  let lastLook = false;
  const check = () => {
    const left = ms - performance.eventLoopUtilization(since).idle;
    const now = performance.now();
    if (left > 0 && !lastLook) {
      lastLook = now >= end;
      timer = setTimeout(check, lastLook ? lookMs : Math.max(lookMs, Math.min(left, end - now)));
      return;
    }
    controller.abort(Object.assign(new Error(`no answer within ${ms} ms`), { name: 'TimeoutError' }));
  };
  let timer = setTimeout(check, ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** What a promise rejects with, as an Error. @param {unknown} reason */
const asError = (reason) => (reason instanceof Error ? reason : new Error(String(reason)));

/**
 * `promise`, or a rejection with the deadline's reason once `signal` aborts, whichever comes first.
 * @template T
 * @param {Promise<T>} promise
 * @param {AbortSignal} signal
 * @returns {Promise<T>}
 */
export function beforeAbort(promise, signal) {
  if (signal.aborted) return Promise.reject(asError(signal.reason));
  return new Promise((resolve, reject) => {
    const abort = () => reject(asError(signal.reason));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (/** @type {unknown} */ error) => {
        signal.removeEventListener('abort', abort);
        reject(asError(error));
      },
    );
  });
}
