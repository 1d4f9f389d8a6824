/**
 * Hosts whose answer came from a private address in this worker's life. Chromium can only tell where
 * a name leads once a request to it was answered (hop-guard.ts, tab-addresses.ts); remembering the
 * name means each one reaches the private host at most once — the second open of the same router
 * name in one round is refused before it is sent. Names rebind, so nothing is ever forgotten early;
 * the set ends with the worker.
 */
const seen = new Set<string>();

function hostKey(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

export function rememberPrivateHost(host: string): void {
  seen.add(hostKey(host));
}

export function seenPrivate(host: string): boolean {
  return seen.has(hostKey(host));
}
