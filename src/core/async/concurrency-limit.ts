import { stopped } from '../errors';

/**
 * At most `limit` of the wrapped calls run at once; the others wait their turn in call order. A
 * finished call hands its slot straight to the next waiter, so a newcomer cannot slip in between. A
 * call whose signal aborts while it waits leaves the queue at once.
 */
export function concurrencyLimit(limit: number): <T>(work: () => Promise<T>, signal: AbortSignal) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  const acquire = (signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(stopped());
      if (running < limit) {
        running++;
        return resolve();
      }
      const go = () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(stopped());
      };
      waiting.push(go);
      signal.addEventListener('abort', onAbort, { once: true });
    });
  return async <T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> => {
    await acquire(signal);
    try {
      return await work();
    } finally {
      release();
    }
  };
}
