/**
 * BM25 (Robertson & Zaragoza, "The Probabilistic Relevance Framework", 2009) over short passages,
 * with Lucene's defaults k1 = 1.2, b = 0.75 and its non-negative IDF. Term frequency saturates, so a
 * passage that repeats a query word twenty times gains little over one that says it once; and the
 * score is scaled by how many of the question's distinct terms the passage has, so a passage stuffed
 * with one or two of them ranks below one that answers with several.
 */
export const BM25 = { k1: 1.2, b: 0.75 };

/** A passage to score: its terms that may match (others may be left out), and its length in words. */
export interface ScoredText {
  terms: readonly string[];
  length: number;
}

export function bm25Scores(query: readonly string[], passages: readonly ScoredText[]): number[] {
  const terms = [...new Set(query)];
  if (terms.length === 0 || passages.length === 0) return passages.map(() => 0);
  const df = new Map<string, number>(terms.map((t) => [t, 0]));
  const freqs = passages.map((p) => {
    const f = new Map<string, number>();
    for (const t of p.terms) if (df.has(t)) f.set(t, (f.get(t) ?? 0) + 1);
    for (const t of f.keys()) df.set(t, df.get(t)! + 1);
    return f;
  });
  const n = passages.length;
  const avgLength = passages.reduce((s, p) => s + p.length, 0) / n || 1;
  const idf = new Map(terms.map((t) => [t, Math.log(1 + (n - df.get(t)! + 0.5) / (df.get(t)! + 0.5))]));
  return freqs.map((f, i) => {
    let score = 0;
    const norm = BM25.k1 * (1 - BM25.b + (BM25.b * Math.max(1, passages[i]!.length)) / avgLength);
    for (const [t, tf] of f) score += (idf.get(t)! * tf * (BM25.k1 + 1)) / (tf + norm);
    return score * (f.size / terms.length);
  });
}
