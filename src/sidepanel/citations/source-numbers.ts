import type { Citation } from '../../core/agent/citation-types';
import { hostOf, pageKey } from '../conversation/host';
import type { Source } from '../conversation/types';

/** A row of the Sources list; `number` is what the answer's chips show. */
export interface NumberedSource {
  number: number;
  url: string;
  title: string;
  site: string;
  used: boolean;
  opened: boolean;
  /** The PDF pages the answer cites, in page order (a paged PDF only). */
  pages?: number[];
}

export function siteOf(c: { url: string; host?: string; title?: string }): string {
  return (c.host || hostOf(c.url) || c.title || '').replace(/^www\./, '');
}

/**
 * Numbers the sources the way answer engines do: pages the answer cites first, in the order the
 * answer first cites them (so chips read 1, 2, 3 down the text and stay put while it streams), then
 * pages opened but not cited, then the other search results by rank.
 */
export function numberSources(sources: readonly Source[], citations: readonly Citation[]): NumberedSource[] {
  const byKey = new Map(sources.map((s) => [pageKey(s.url), s] as const));
  const out: NumberedSource[] = [];
  const seen = new Set<string>();
  const push = (key: string, s: { url: string; title: string; host?: string; opened: boolean }, used: boolean) => {
    seen.add(key);
    out.push({ number: out.length + 1, url: s.url, title: s.title, site: siteOf(s), used, opened: s.opened });
  };
  const pages = new Map<string, Set<number>>();
  for (const c of citations) if (c.page !== undefined) pages.set(pageKey(c.url), (pages.get(pageKey(c.url)) ?? new Set()).add(c.page));
  for (const c of [...citations].sort((a, b) => a.index - b.index)) {
    const key = pageKey(c.url);
    if (seen.has(key)) continue;
    const cited = pages.get(key);
    const s = byKey.get(key);
    push(key, s ?? { url: c.url, title: c.title, host: c.host, opened: true }, true);
    if (cited) out[out.length - 1]!.pages = [...cited].sort((a, b) => a - b);
  }
  const rest = sources.filter((s) => !seen.has(pageKey(s.url)));
  const rank = (s: Source) => (s.opened ? 0 : 1) * 1e6 + (s.rank ?? 999);
  for (const s of [...rest].sort((a, b) => rank(a) - rank(b))) push(pageKey(s.url), s, false);
  return out;
}

/** The chip number of each cited page, by page key. */
export function sourceNumberMap(numbered: readonly NumberedSource[]): Map<string, number> {
  return new Map(numbered.map((s) => [pageKey(s.url), s.number] as const));
}
