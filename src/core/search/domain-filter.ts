import type { SearchResult } from './types';

/** `example.com`, `https://example.com/x`, `*.example.com` and `www.example.com` all name example.com. */
export function normalizeDomain(entry: string): string {
  let d = entry.trim().toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(d)) d = new URL(d).hostname;
  } catch {
    /* keep as typed */
  }
  return d.replace(/^\*\./, '').replace(/^www\./, '').replace(/\/.*$/, '').replace(/:\d+$/, '').replace(/\.$/, '');
}

/** A domain covers itself and its subdomains; `ample.com` does not cover `example.com`. */
export function hostInDomain(host: string, domain: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return domain !== '' && (h === domain || h.endsWith(`.${domain}`));
}

function hostOfResult(r: SearchResult): string {
  try {
    return new URL(r.url).hostname;
  } catch {
    return '';
  }
}

export function matchesAny(r: SearchResult, domains: string[]): boolean {
  const host = hostOfResult(r);
  return domains.some((d) => hostInDomain(host, d));
}

export interface DomainFilterResult {
  kept: SearchResult[];
  /** Removed because the call named an allow-list they are not on. */
  notAllowed: number;
  /** Removed because the user blocked their domain. */
  blocked: number;
}

/**
 * The per-call allow-list is strict (nothing else survives, even if that leaves nothing); blocked
 * domains never show. Preferred domains are ranked later, not filtered.
 */
export function filterByDomain(results: SearchResult[], allow: string[] | undefined, blocked: string[]): DomainFilterResult {
  const allowList = (allow ?? []).map(normalizeDomain).filter(Boolean);
  const blockList = blocked.map(normalizeDomain).filter(Boolean);
  let notAllowed = 0;
  let blockedCount = 0;
  const kept = results.filter((r) => {
    if (blockList.length > 0 && matchesAny(r, blockList)) {
      blockedCount++;
      return false;
    }
    if (allowList.length > 0 && !matchesAny(r, allowList)) {
      notAllowed++;
      return false;
    }
    return true;
  });
  return { kept, notAllowed, blocked: blockedCount };
}
