import { tokenize } from './tokenize';
import type { SearchResult } from './types';

const K1 = 1.2;
const B = 0.75;
/** The provider's own order still counts: it saw the whole page, we only see the snippet. */
const PRIOR_WEIGHT = 0.25;

/** Position prior: 1 for the provider's first result falling to near 0 for its last. */
export function positionPrior(index: number, total: number): number {
  return total <= 1 ? 1 : 1 - index / total;
}

/**
 * BM25 of the query against title + snippet (the title counted twice: it is the page's own
 * summary), normalised so the best result scores 1, then blended with the provider's order.
 * Returns one score in 0..1 per result, in input order.
 */
export function lexicalScores(query: string, results: SearchResult[]): number[] {
  const terms = [...new Set(tokenize(query))];
  const n = results.length;
  if (n === 0) return [];
  if (terms.length === 0) return results.map((_, i) => positionPrior(i, n));
  const docs = results.map((r) => tokenize(`${r.title} ${r.title} ${r.snippet}`));
  const avgLen = docs.reduce((s, d) => s + d.length, 0) / n || 1;
  const df = new Map<string, number>();
  for (const t of terms) df.set(t, docs.filter((d) => d.includes(t)).length);
  const raw = docs.map((d) => {
    const tf = new Map<string, number>();
    for (const w of d) tf.set(w, (tf.get(w) ?? 0) + 1);
    let score = 0;
    for (const t of terms) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      const dft = df.get(t) ?? 0;
      const idf = Math.log(1 + (n - dft + 0.5) / (dft + 0.5));
      score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLen));
    }
    return score;
  });
  const max = Math.max(...raw);
  // No result shares a word with the query: the scorer knows nothing, so the provider's order stands.
  if (max === 0) return results.map((_, i) => positionPrior(i, n));
  return raw.map((s, i) => (1 - PRIOR_WEIGHT) * (s / max) + PRIOR_WEIGHT * positionPrior(i, n));
}
