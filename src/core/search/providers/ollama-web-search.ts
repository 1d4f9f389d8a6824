import { SidelightError, userText } from '../../errors';
import { cleanText, isWebUrl, providerFetch, readJson, statusError } from '../provider-http';
import type { ProviderResponse, SearchProvider, SearchResult } from '../types';

const LABEL = 'Ollama web search';
const OLLAMA_WEB_SEARCH_API = 'https://ollama.com/api/web_search';
const TIMEOUT_MS = 15_000;
const SNIPPET_CHARS = 300;

/** Cuts at code points, not UTF-16 units or bytes, so an emoji or accented letter is never split. */
function cutSnippet(text: string, max = SNIPPET_CHARS): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

function buildOllamaBody(query: string, count: number): string {
  // The hosted API returns at most 10 results.
  return JSON.stringify({ query, max_results: Math.min(10, Math.max(1, count)) });
}

function parseOllamaJson(body: unknown): SearchResult[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new SidelightError('bad-response', 'Ollama web search answered without a results list.', { userMessage: userText('errOllamaSearchNoResults') });
  const out: SearchResult[] = [];
  for (const raw of results as Record<string, unknown>[]) {
    const url = typeof raw.url === 'string' ? raw.url : '';
    if (!isWebUrl(url)) continue;
    out.push({ title: cleanText(raw.title) || url, url, snippet: cutSnippet(cleanText(raw.content)), engine: 'ollama' });
  }
  return out;
}

const NO_TIME_FILTER = { day: 'searchNoteOllamaNoTimeDay', week: 'searchNoteOllamaNoTimeWeek', month: 'searchNoteOllamaNoTimeMonth', year: 'searchNoteOllamaNoTimeYear' } as const;

export const ollamaWebSearchProvider: SearchProvider = {
  id: 'ollama',
  label: LABEL,
  isConfigured: (s) => s.ollamaApiKey.trim() !== '',
  async search(request, settings, ctx): Promise<ProviderResponse> {
    const key = settings.ollamaApiKey.trim();
    if (!key) throw needsKey();
    const res = await providerFetch(
      ctx,
      OLLAMA_WEB_SEARCH_API,
      { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` }, body: buildOllamaBody(request.query, request.count) },
      { label: LABEL, timeoutMs: TIMEOUT_MS },
    );
    if (res.status === 401) {
      await res.body?.cancel();
      throw needsKey(401);
    }
    if (!res.ok) throw statusError(LABEL, res.status, await res.text());
    const range = request.timeRange && request.timeRange !== 'none' ? request.timeRange : undefined;
    const notes = range ? [`Ollama web search has no time filter, so results are not limited to the past ${range}.`] : [];
    const results = parseOllamaJson(await readJson(LABEL, res));
    const pageUrl = `${OLLAMA_WEB_SEARCH_API}?query=${encodeURIComponent(request.query)}`;
    return range ? { results, pageUrl, notes, userNotes: [userText(NO_TIME_FILTER[range])] } : { results, pageUrl, notes };
  },
};

/** Its own message, not a generic 401: the fix is always the same and the user can act on it. */
function needsKey(status?: number): SidelightError {
  return new SidelightError('unauthorized', 'Ollama web search needs an Ollama API key.', {
    status,
    hint: 'Create a key at ollama.com/settings/keys and enter it in Options → Search, or pick another provider.',
    userMessage: userText('errOllamaSearchNeedsKey'),
    userHint: userText('hintOllamaSearchKey'),
  });
}
