import { createEmbedder } from '../core/search/embedder';
import type { Embedder } from '../core/search/rerank-embeddings';
import type { Settings } from './settings';

/**
 * The user's embedding model on their own server, when they chose to rank by embeddings (Options →
 * Search → Rerank): search results in the search job, a Quick answer's passages in the panel.
 * Chrome's built-in model has no embeddings.
 */
export function embedderFor(search: Pick<Settings['search'], 'rerank' | 'embeddingModel'>, model: Pick<Settings['model'], 'baseUrl' | 'apiStyle' | 'apiKey'>): Embedder | undefined {
  if (search.rerank !== 'embeddings' || !search.embeddingModel || !model.baseUrl || model.apiStyle === 'prompt-api') return undefined;
  return createEmbedder({ baseUrl: model.baseUrl, apiStyle: model.apiStyle, apiKey: model.apiKey, model: search.embeddingModel, fetch: fetch.bind(globalThis) });
}
