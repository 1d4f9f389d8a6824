/**
 * Endpoints that refused dotted function names (`browser.search`), remembered for the session so only
 * the first request pays for the retry. Keyed by base URL.
 */
const refusesDots = new Set<string>();

export function endpointRefusesDots(baseUrl: string): boolean {
  return refusesDots.has(baseUrl);
}

export function rememberRefusesDots(baseUrl: string): void {
  refusesDots.add(baseUrl);
}

/** `browser.search` → `browser_search`; other characters outside `[A-Za-z0-9_-]` become `_` too. */
export function toWireName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, '_');
}

/** Maps a name the model sent back to the canonical tool name, whichever spelling it used. */
export function fromWireName(name: string, canonical: readonly string[]): string {
  if (canonical.includes(name)) return name;
  return canonical.find((c) => toWireName(c) === name) ?? name;
}
