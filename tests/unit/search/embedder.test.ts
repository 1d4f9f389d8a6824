import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SidelightError } from '../../../src/core/errors';
import { createEmbedder } from '../../../src/core/search/embedder';
import { runSearchPipeline } from '../../../src/core/search/pipeline';
import { pipelineSettings } from './pipeline-settings';
import type { SearchProvider } from '../../../src/core/search/types';
import { startModelServer, type ModelServer } from '../../support/model-server';

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer();
});
afterAll(async () => {
  await server?.close();
});

const signal = () => AbortSignal.timeout(5000);

describe('embeddings from the user’s own server', () => {
  it('reads Ollama /api/embed and OpenAI-style /v1/embeddings', async () => {
    const ollama = createEmbedder({ baseUrl: `${server.url}/`, apiStyle: 'ollama', model: 'nomic-embed-text', fetch });
    const openai = createEmbedder({ baseUrl: `${server.url}/v1`, apiStyle: 'openai', apiKey: 'k', model: 'embed', fetch });
    const a = await ollama(['solar panels', 'battery'], signal());
    const b = await openai(['solar panels', 'battery'], signal());
    expect(a).toHaveLength(2);
    expect(a[0]).toHaveLength(8);
    expect(b).toEqual(a);
    expect(server.requests.map((r) => [r.path, r.body.model])).toEqual([
      ['/api/embed', 'nomic-embed-text'],
      ['/v1/embeddings', 'embed'],
    ]);
    expect(server.requests[1]!.headers.authorization).toBe('Bearer k');
  });

  it('says which setting to fix when the server has no embeddings endpoint', async () => {
    const broken = createEmbedder({ baseUrl: `${server.url}/nothing-here`, apiStyle: 'ollama', model: 'm', fetch });
    const err = await broken(['x'], signal()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SidelightError);
    expect((err as SidelightError).hint).toContain('embedding model');
  });

  it('reranks search results by similarity to the query', async () => {
    const provider: SearchProvider = {
      id: 'searxng',
      label: 'stub',
      isConfigured: () => true,
      search: async () => ({
        pageUrl: 'https://s.example/',
        results: [
          { url: 'https://a.example/', title: 'Cooking pasta at home', snippet: 'boil water add salt' },
          { url: 'https://b.example/', title: 'Solar panels', snippet: 'solar panels efficiency' },
        ],
      }),
    };
    const settings = pipelineSettings({ searxngUrl: 'x', rerank: 'embeddings' });
    const embed = createEmbedder({ baseUrl: server.url, apiStyle: 'ollama', model: 'm', fetch });
    const out = await runSearchPipeline({ query: 'solar panels efficiency', count: 5 }, settings, {
      fetch,
      parseHtml: () => {
        throw new Error('unused');
      },
      signal: signal(),
      embed,
      providers: [provider],
    });
    expect(out.results.map((r) => r.url)).toEqual(['https://b.example/', 'https://a.example/']);
    expect(out.results[0]!.score).toBeGreaterThan(out.results[1]!.score!);
    expect(out.notes).toEqual([]);
  });
});
