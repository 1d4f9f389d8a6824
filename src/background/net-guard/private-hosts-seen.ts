/**
 * Hosts found leading to a private address in this worker's life: an answer came from one
 * (hop-guard.ts, tab-addresses.ts), or Chromium refused the model's public-only request to the name
 * (public-only.ts). Remembering the name means each one is reached at most once — the second open of
 * the same router name in one round is refused before it is sent, and agent tabs' requests to it are
 * blocked before they connect (net-rules/local-block.ts). Names rebind, so nothing answered from a
 * private address is forgotten early; the set ends with the worker.
 *
 * Chromium refuses a public-only request through a proxy the same way, so a name it refused is
 * forgotten when Allowed local hosts change (`forgetBrowserRefusals`): the user who lists the proxy's
 * address there is not refused the names tried before — they are checked afresh.
 */
const seen = new Map<string, 'answered' | 'refused-by-browser'>();

function hostKey(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** `how`: the name answered from a private address, or the browser refused to send to it (proxy or private). */
export function rememberPrivateHost(host: string, how: 'answered' | 'refused-by-browser' = 'answered'): void {
  const key = hostKey(host);
  const before = seen.get(key);
  if (before === 'answered' || before === how) return;
  seen.set(key, how);
  if (before === undefined) changed();
}

/** Allowed local hosts changed: names only the browser refused are checked afresh. */
export function forgetBrowserRefusals(): void {
  let any = false;
  for (const [host, how] of seen) {
    if (how !== 'refused-by-browser') continue;
    seen.delete(host);
    any = true;
  }
  if (any) changed();
}

/** Every name seen so far, for the agent tabs' block rule (net-rules/local-block.ts). */
export function privateHostsSeen(): string[] {
  return [...seen.keys()];
}

/** Calls `listener` each time the names change; returns the function that stops it. */
export function onPrivateHostSeen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function seenPrivate(host: string): boolean {
  return seen.has(hostKey(host));
}
