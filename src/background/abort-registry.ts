/**
 * Lets the side panel stop work it started here: requests carry a `requestId`, and `cancel-request`
 * aborts it. Held in memory on purpose: if the worker is stopped, the work it held stops too.
 */
const controllers = new Map<string, AbortController>();

export function signalFor(requestId: string | undefined, timeoutMs?: number): { signal: AbortSignal; done: () => void } {
  const ac = new AbortController();
  if (requestId) controllers.set(requestId, ac);
  const signals = [ac.signal];
  if (timeoutMs) signals.push(AbortSignal.timeout(timeoutMs));
  return {
    signal: AbortSignal.any(signals),
    done: () => {
      if (requestId) controllers.delete(requestId);
    },
  };
}

export function cancelRequest(requestId: string): void {
  controllers.get(requestId)?.abort();
  controllers.delete(requestId);
}
