import { cosine, type Embedder } from '../search/rerank-embeddings';
import type { Passage } from './select-passages';

/** The lexical ranking's best passages that the embedding model reads: enough to reorder what fits in a prompt, few enough for one quick request. */
export const EMBED_CANDIDATES = 24;
/** Each score's share once both are scaled to 0..1: meaning and words count alike, so neither a paraphrase nor an exact figure is lost. */
const EMBEDDING_WEIGHT = 0.5;

/** Cosines scaled to 0..1 across the candidates: they bunch together, so their order matters, not their size. */
function scaled(values: readonly number[]): number[] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return values.map((v) => (max > min ? (v - min) / (max - min) : 1));
}

/**
 * The lexical ranking's first EMBED_CANDIDATES passages reordered by a blend of their BM25 score and
 * their embedding's cosine to the question's, with the user's own embedding model (one request);
 * the rest keep their places after them. A passage that says what the question asks in other words
 * (a synonym, another inflection BM25's terms miss) rises; the lexical score keeps exact matches of
 * names and figures from sinking. Throws what the embedder throws: the caller keeps the lexical order.
 */
export async function rerankByEmbeddings(
  question: string,
  ranked: readonly Passage[],
  textOf: (p: Passage) => string,
  embed: Embedder,
  signal: AbortSignal,
): Promise<Passage[]> {
  const head = ranked.slice(0, EMBED_CANDIDATES);
  if (head.length < 2) return [...ranked];
  const vectors = await embed([question, ...head.map(textOf)], signal);
  if (vectors.length !== head.length + 1) throw new Error(`the embedding server returned ${vectors.length} vectors for ${head.length + 1} texts`);
  const [q, ...docs] = vectors as [number[], ...number[][]];
  const meaning = scaled(docs.map((d) => cosine(q, d)));
  // BM25 scores keep their proportions (a passage with half the best score is half as good by words).
  const best = Math.max(...head.map((p) => p.score));
  const words = head.map((p) => (best > 0 ? p.score / best : 0));
  const blended = head.map((p, i) => ({ p, s: EMBEDDING_WEIGHT * meaning[i]! + (1 - EMBEDDING_WEIGHT) * words[i]!, i }));
  blended.sort((a, b) => b.s - a.s || a.i - b.i);
  return [...blended.map((b) => b.p), ...ranked.slice(EMBED_CANDIDATES)];
}
