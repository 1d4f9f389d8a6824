import { describe, expect, it } from 'vitest';
import { embedderFor } from '../../../src/shared/embedder-for';

const ollama = { baseUrl: 'http://localhost:11434', apiStyle: 'ollama' as const, apiKey: '' };

describe('embedderFor', () => {
  it('gives an embedder only when the user ranks by embeddings with a model named, on a server of their own', () => {
    expect(embedderFor({ rerank: 'embeddings', embeddingModel: 'nomic-embed-text' }, ollama)).toBeTypeOf('function');
    expect(embedderFor({ rerank: 'lexical', embeddingModel: 'nomic-embed-text' }, ollama)).toBeUndefined();
    expect(embedderFor({ rerank: 'embeddings', embeddingModel: '' }, ollama)).toBeUndefined();
    expect(embedderFor({ rerank: 'embeddings', embeddingModel: 'nomic-embed-text' }, { ...ollama, baseUrl: '' })).toBeUndefined();
    // Chrome's built-in model has no embeddings.
    expect(embedderFor({ rerank: 'embeddings', embeddingModel: 'nomic-embed-text' }, { ...ollama, apiStyle: 'prompt-api' })).toBeUndefined();
  });
});
