/**
 * Settles with `work`, or rejects with the signal's reason as soon as it aborts — for work that
 * cannot take a signal itself (a message to another context, a tab loading), so Stop never waits.
 */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
