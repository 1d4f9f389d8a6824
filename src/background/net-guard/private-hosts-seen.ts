/**
 * Hosts whose answer came from a private address in this worker's life. Chromium can only tell where
 * a name leads once a request to it was answered (hop-guard.ts, tab-addresses.ts); remembering the
 * name means each one reaches the private host at most once — the second open of the same router
 * name in one round is refused before it is sent, and agent tabs' requests to it are blocked before
 * they connect (net-rules/local-block.ts). Names rebind, so nothing is ever forgotten early;
 * the set ends with the worker.
 */
const seen = new Set<string>();

function hostKey(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

const listeners = new Set<() => void>();

export function rememberPrivateHost(host: string): void {
  const key = hostKey(host);
  if (seen.has(key)) return;
  seen.add(key);
  for (const listener of listeners) listener();
}

/** Every name seen so far, for the agent tabs' block rule (net-rules/local-block.ts). */
export function privateHostsSeen(): string[] {
  return [...seen];
}

/** Calls `listener` each time a new name is seen; returns the function that stops it. */
export function onPrivateHostSeen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function seenPrivate(host: string): boolean {
  return seen.has(hostKey(host));
}
