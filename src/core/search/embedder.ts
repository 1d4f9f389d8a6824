import { SidelightError, userText } from '../errors';
import type { Embedder } from './rerank-embeddings';

export interface EmbedderConfig {
  /** The user's model server, e.g. http://localhost:11434 or http://host:8080/v1. */
  baseUrl: string;
  apiStyle: 'ollama' | 'openai';
  apiKey?: string;
  model: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

/** Embeddings from the user's own server: Ollama's `/api/embed` or an OpenAI-style `/v1/embeddings`. */
export function createEmbedder(cfg: EmbedderConfig): Embedder {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  return async (texts, signal) => {
    const isOllama = cfg.apiStyle === 'ollama';
    const url = isOllama ? `${base}/api/embed` : `${base.replace(/\/v1$/, '')}/v1/embeddings`;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (cfg.apiKey) headers.Authorization = `Bearer ${cfg.apiKey}`;
    const res = await cfg.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: cfg.model, input: texts }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(cfg.timeoutMs ?? 30_000)]),
    });
    if (!res.ok) {
      throw new SidelightError('http', `The embedding model “${cfg.model}” failed with HTTP ${res.status}.`, {
        status: res.status,
        hint: 'Check the embedding model name in Options → Search (it must be pulled on your server), or set rerank to lexical.',
        userMessage: userText('errEmbeddingStatus', cfg.model, res.status),
        userHint: userText('hintEmbeddingModel'),
      });
    }
    const json = (await res.json()) as { embeddings?: number[][]; data?: { embedding: number[] }[] };
    const vectors = isOllama ? json.embeddings : json.data?.map((d) => d.embedding);
    if (!Array.isArray(vectors)) throw new SidelightError('bad-response', 'The embedding server answered without embeddings.', { userMessage: userText('errEmbeddingNone') });
    return vectors;
  };
}
