import { positionPrior } from './rerank-lexical';
import type { SearchResult } from './types';

/** Embeds texts with the user's own model server; one vector per text, in order. */
export type Embedder = (texts: string[], signal: AbortSignal) => Promise<number[][]>;

const PRIOR_WEIGHT = 0.2;

export function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * Cosine similarity of each result (title + snippet) to the query, min-max scaled across the
 * results (embedding similarities bunch together, so raw cosines rank but do not discriminate),
 * blended with the provider's order. One score in 0..1 per result, in input order.
 */
export async function embeddingScores(query: string, results: SearchResult[], embed: Embedder, signal: AbortSignal): Promise<number[]> {
  if (results.length === 0) return [];
  const vectors = await embed([query, ...results.map((r) => `${r.title}\n${r.snippet}`)], signal);
  if (vectors.length !== results.length + 1) throw new Error(`the embedding server returned ${vectors.length} vectors for ${results.length + 1} texts`);
  const [q, ...docs] = vectors as [number[], ...number[][]];
  const sims = docs.map((d) => cosine(q, d));
  const min = Math.min(...sims);
  const max = Math.max(...sims);
  const n = results.length;
  return sims.map((s, i) => (1 - PRIOR_WEIGHT) * (max > min ? (s - min) / (max - min) : 1) + PRIOR_WEIGHT * positionPrior(i, n));
}
