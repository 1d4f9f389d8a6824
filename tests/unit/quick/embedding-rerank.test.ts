import { describe, expect, it } from 'vitest';
import { EMBED_CANDIDATES, rerankByEmbeddings } from '../../../src/core/quick/embedding-rerank';
import type { Passage } from '../../../src/core/quick/select-passages';

const passage = (first: number, score: number): Passage => ({ cursor: 1, first, last: first, score });
const TEXTS: Record<number, string> = {
  1: 'The Prime Minister spoke about the Prime Minister’s garden.',
  2: 'Keir Starmer took office as head of government in July 2024.',
  3: 'Minister of state for gardens.',
};
const textOf = (p: Passage) => TEXTS[p.first] ?? `line ${p.first}`;

/** An embedder that places each text on a line by how close its meaning is said to be to the question's. */
function embedderPlacing(closeness: Record<string, number>) {
  const calls: string[][] = [];
  const embed = async (texts: string[]) => {
    calls.push(texts);
    return texts.map((t, i) => (i === 0 ? [1, 0] : [closeness[t] ?? 0, 1 - (closeness[t] ?? 0)]));
  };
  return { embed, calls };
}

describe('rerankByEmbeddings', () => {
  it('raises a passage that answers in other words above one that only repeats the question’s words', async () => {
    const lexical = [passage(1, 9), passage(3, 4), passage(2, 3)];
    const { embed, calls } = embedderPlacing({ [TEXTS[1]!]: 0.2, [TEXTS[2]!]: 1, [TEXTS[3]!]: 0 });
    const out = await rerankByEmbeddings('Who became Prime Minister?', lexical, textOf, embed, new AbortController().signal);
    expect(out.map((p) => p.first)).toEqual([2, 1, 3]);
    expect(calls).toEqual([['Who became Prime Minister?', TEXTS[1], TEXTS[3], TEXTS[2]]]);
  });

  it('keeps the lexical order where the embeddings do not tell the passages apart', async () => {
    const lexical = [passage(1, 9), passage(3, 4), passage(2, 3)];
    const { embed } = embedderPlacing({});
    const out = await rerankByEmbeddings('q', lexical, textOf, embed, new AbortController().signal);
    expect(out.map((p) => p.first)).toEqual([1, 3, 2]);
  });

  it('sends only the best candidates and keeps the rest in their places after them', async () => {
    const lexical = Array.from({ length: EMBED_CANDIDATES + 5 }, (_, i) => passage(100 + i, 100 - i));
    const { embed, calls } = embedderPlacing({ 'line 110': 1 });
    const out = await rerankByEmbeddings('q', lexical, textOf, embed, new AbortController().signal);
    expect(calls[0]).toHaveLength(EMBED_CANDIDATES + 1);
    expect(out[0]!.first).toBe(110);
    expect(out.slice(EMBED_CANDIDATES).map((p) => p.first)).toEqual(lexical.slice(EMBED_CANDIDATES).map((p) => p.first));
    expect(out).toHaveLength(lexical.length);
  });

  it('throws when the server returns the wrong number of vectors (the caller keeps the lexical order)', async () => {
    const embed = async () => [[1, 0]];
    await expect(rerankByEmbeddings('q', [passage(1, 2), passage(2, 1)], textOf, embed, new AbortController().signal)).rejects.toThrow(/returned 1 vectors for 3 texts/);
  });
});
