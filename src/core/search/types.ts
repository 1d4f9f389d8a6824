import type { SerializedError, UserText } from '../errors';

export type TimeRange = 'none' | 'day' | 'week' | 'month' | 'year';

export interface SearchRequest {
  query: string;
  /** How many results to return (browser.search `topn`, web_search `max_results`). */
  count: number;
  timeRange?: TimeRange;
  /** Strict allow-list for this call: only results from these domains (or their subdomains). */
  domains?: string[];
  page?: number;
}

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  engine?: string;
  publishedDate?: string;
  /** 1-based rank after filtering and reranking. */
  rank?: number;
  /** Relevance score from the reranker, 0..1. */
  score?: number;
}

/** Everything a provider needs, injected so providers run unchanged in Node tests. */
export interface ProviderContext {
  fetch: typeof fetch;
  signal: AbortSignal;
  /** Parses HTML into a DOM Document (DOMParser in the browser, linkedom in Node). */
  parseHtml: (html: string, url: string) => Document;
}

export interface ProviderResponse {
  results: SearchResult[];
  /** A human-facing URL for the results page (used as the results document's URL). */
  pageUrl: string;
  /** Direct answers some providers give (SearXNG keywords such as `avg 1 2 3`, `random uuid`). */
  answers?: string[];
  /** Caveats to show, e.g. a filter the provider cannot apply. */
  notes?: string[];
  /** The same caveats as message keys for the user's language, one for each note. */
  userNotes?: UserText[];
}

export interface SearchProvider {
  id: SearchProviderId;
  label: string;
  /** True when the provider can run with the given settings (URL or key present). */
  isConfigured(settings: SearchProviderSettings): boolean;
  search(request: SearchRequest, settings: SearchProviderSettings, ctx: ProviderContext): Promise<ProviderResponse>;
}

export type SearchProviderId = 'duckduckgo' | 'searxng' | 'brave' | 'ollama';

export interface SearchProviderSettings {
  searxngUrl: string;
  braveApiKey: string;
  ollamaApiKey: string;
  safeSearch: 0 | 1 | 2;
  country: string;
  language: string;
}

/** The outcome of the whole pipeline (failover, filters, dedupe, rerank). */
export interface SearchOutcome {
  query: string;
  providerId: SearchProviderId;
  pageUrl: string;
  results: SearchResult[];
  /** Visible notes: failover ("SearXNG failed: …; used DuckDuckGo"), filters applied. */
  notes: string[];
  /** The same notes as message keys for the user's language, one for each note (the model reads `notes`). */
  userNotes?: UserText[];
  /**
   * Providers that failed before one answered. Plain {code, message, hint, status}: outcomes cross
   * extension contexts, where an Error's message would not survive (SidelightError fits this shape).
   */
  errors: SerializedError[];
  /** Direct answers from the provider, shown above the results. */
  answers?: string[];
}
