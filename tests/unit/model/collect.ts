import type { ModelChunk } from '../../../src/core/model/types';

/** Drains a chat stream, keeping what arrived before any failure so tests can assert on partial output. */
export async function collect(stream: AsyncIterable<ModelChunk>): Promise<{ chunks: ModelChunk[]; content: string; thinking: string; error?: unknown }> {
  const chunks: ModelChunk[] = [];
  let error: unknown;
  try {
    for await (const c of stream) chunks.push(c);
  } catch (err) {
    error = err;
  }
  const text = (type: 'content' | 'thinking') =>
    chunks
      .filter((c) => c.type === type)
      .map((c) => (c as { text: string }).text)
      .join('');
  return { chunks, content: text('content'), thinking: text('thinking'), error };
}
