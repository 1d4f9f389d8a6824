import type { SearchPipelineSettings } from '../../../src/core/search/pipeline';

/** Pipeline settings for tests: SearXNG chosen, nothing filtered, no rerank unless a test says so. */
export function pipelineSettings(overrides: Partial<SearchPipelineSettings> = {}): SearchPipelineSettings {
  return {
    provider: 'searxng',
    searxngUrl: 'http://searx.test',
    braveApiKey: '',
    ollamaApiKey: '',
    safeSearch: 1,
    country: '',
    language: '',
    timeRange: 'none',
    preferredDomains: [],
    blockedDomains: [],
    rerank: 'off',
    ...overrides,
  };
}
