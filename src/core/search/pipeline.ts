import { SidelightError, isAbortError, toSidelightError, userText, type UserText } from '../errors';
import { dedupeResults } from './dedupe';
import { filterByDomain, matchesAny, normalizeDomain } from './domain-filter';
import { PROVIDERS } from './providers';
import { embeddingScores, type Embedder } from './rerank-embeddings';
import { lexicalScores, positionPrior } from './rerank-lexical';
import type { ProviderContext, SearchOutcome, SearchProvider, SearchProviderId, SearchProviderSettings, SearchRequest, SearchResult, TimeRange } from './types';

/** The search part of the settings (Settings['search'] satisfies it). */
export interface SearchPipelineSettings extends SearchProviderSettings {
  provider: SearchProviderId;
  timeRange: TimeRange;
  preferredDomains: string[];
  blockedDomains: string[];
  rerank: 'lexical' | 'embeddings' | 'off';
}

export interface SearchPipelineDeps {
  fetch: typeof fetch;
  parseHtml: ProviderContext['parseHtml'];
  signal: AbortSignal;
  /** Needed for rerank 'embeddings'; without it the lexical scorer is used, with a note. */
  embed?: Embedder;
  /** Defaults to the registered providers; tests pass stubs. */
  providers?: readonly SearchProvider[];
  /** Visible progress: which provider is being asked, failover, reranking. */
  onProgress?: (phase: 'searching' | 'failover' | 'reranking', detail: string) => void;
}

/** Ranking bonus for the user's preferred domains: enough to lift a decent match above an equal one. */
const PREFERRED_BONUS = 0.25;
/** Providers are asked for more than `count` so filters and reranking have something to choose from. */
const POOL_MIN = 20;

/** The chosen provider first, then every other configured one, the keyless fallback last. */
export function failoverOrder(settings: SearchPipelineSettings, providers: readonly SearchProvider[]): SearchProvider[] {
  const chosen = providers.find((p) => p.id === settings.provider);
  const rest = providers.filter((p) => p !== chosen && p.isConfigured(settings));
  return chosen ? [chosen, ...rest] : rest;
}

/** Bangs are SearXNG syntax; elsewhere (DuckDuckGo bangs redirect away) they would derail the search. */
export function stripBangs(query: string): string {
  return query.replace(/(^|\s)![^\s]+/g, ' ').replace(/\s+/g, ' ').trim() || query;
}

export async function runSearchPipeline(request: SearchRequest, settings: SearchPipelineSettings, deps: SearchPipelineDeps): Promise<SearchOutcome> {
  const query = request.query.trim();
  if (!query) {
    throw new SidelightError('invalid-arguments', 'The search query is empty.', { hint: 'Search for some words.', userMessage: userText('errSearchEmpty'), userHint: userText('hintSearchEmpty') });
  }
  const count = Math.max(1, Math.min(50, Math.floor(request.count) || 10));
  const timeRange = request.timeRange ?? settings.timeRange;
  const ctx: ProviderContext = { fetch: deps.fetch, parseHtml: deps.parseHtml, signal: deps.signal };
  const notes: string[] = [];
  // Each note again as a message key for the user's language, index for index.
  const userNotes: UserText[] = [];
  const errors: SidelightError[] = [];
  const failedLabels: string[] = [];

  for (const provider of failoverOrder(settings, deps.providers ?? PROVIDERS)) {
    const q = provider.id === 'searxng' ? query : stripBangs(query);
    const providerRequest: SearchRequest = { ...request, query: q, count: Math.max(count, POOL_MIN), timeRange };
    deps.onProgress?.(errors.length === 0 ? 'searching' : 'failover', provider.label);
    let response;
    try {
      response = await provider.search(providerRequest, settings, ctx);
    } catch (err) {
      if (isAbortError(err) || deps.signal.aborted) throw toSidelightError(err);
      errors.push(toSidelightError(err));
      failedLabels.push(provider.label);
      continue;
    }
    if (errors.length > 0) {
      const failed = errors.map((e, i) => `${failedLabels[i]} failed (${e.message})`).join('; ');
      notes.push(`${failed}; these results are from ${provider.label}.`);
      const each = errors.map((e, i) => userText('searchNoteProviderFailed', failedLabels[i]!, e.userMessage ?? e.message));
      userNotes.push(userText('searchNoteFailover', each, provider.label));
    }
    if (q !== query) {
      notes.push(`SearXNG bangs were removed for ${provider.label}: searched for “${q}”.`);
      userNotes.push(userText('searchNoteBangs', provider.label, q));
    }
    for (const [i, note] of (response.notes ?? []).entries()) {
      notes.push(note);
      // A provider note without a key reads in English: the key that says nothing, `$1` alone.
      userNotes.push(response.userNotes?.[i] ?? userText('searchNoteAsIs', note));
    }
    const results = await processResults(query, response.results, count, request.domains, settings, deps, notes, userNotes);
    const outcome: SearchOutcome = { query, providerId: provider.id, pageUrl: response.pageUrl, results, notes, userNotes, errors };
    if (response.answers?.length) outcome.answers = response.answers;
    return outcome;
  }

  if (errors.length === 0) {
    throw new SidelightError('config', 'No search provider is set up.', {
      hint: 'Pick a search provider in Options → Search.',
      userMessage: userText('errNoSearchProvider'),
      userHint: userText('hintPickSearchProvider'),
    });
  }
  const first = errors[0]!;
  const summary = errors.map((e, i) => `${failedLabels[i]}: ${e.message}`).join(' ');
  // Each provider's own error in the user's words, where it has them (else its English message).
  const each = errors.map((e, i) => userText('errProviderSaid', failedLabels[i]!, e.userMessage ?? e.message));
  // The soonest any provider said it would answer again: retrying then tries them all again.
  const waits = errors.map((e) => e.retryAfterSeconds).filter((s): s is number => s !== undefined);
  throw new SidelightError(first.code, errors.length === 1 ? first.message : `Search failed with every provider. ${summary}`, {
    hint: first.hint ?? 'Check Options → Search.',
    status: first.status,
    retryAfterSeconds: waits.length ? Math.min(...waits) : undefined,
    cause: first,
    userMessage: errors.length === 1 ? first.userMessage : userText('errSearchAllFailed', each),
    userHint: first.hint ? first.userHint : userText('hintCheckSearchOptions'),
  });
}

/** Filter, dedupe, score, rank: every result that survives gets its rank (1-based) and score. */
export async function processResults(
  query: string,
  raw: SearchResult[],
  count: number,
  domains: string[] | undefined,
  settings: Pick<SearchPipelineSettings, 'preferredDomains' | 'blockedDomains' | 'rerank'>,
  deps: Pick<SearchPipelineDeps, 'embed' | 'signal' | 'onProgress'>,
  notes: string[],
  userNotes: UserText[] = [],
): Promise<SearchResult[]> {
  const filtered = filterByDomain(raw, domains, settings.blockedDomains);
  if (domains?.length) {
    const names = domains.map(normalizeDomain).join(', ');
    notes.push(
      filtered.kept.length === 0
        ? `No results from ${names}: only those domains were allowed for this search.`
        : `Only results from ${names} were kept (${filtered.notAllowed} others dropped).`,
    );
    userNotes.push(filtered.kept.length === 0 ? userText('searchNoteOnlyNone', names) : userText('searchNoteOnlyKept', names, filtered.notAllowed));
  }
  if (filtered.blocked > 0) {
    notes.push(`${filtered.blocked} result${filtered.blocked === 1 ? '' : 's'} from blocked domains hidden.`);
    userNotes.push(userText(filtered.blocked === 1 ? 'searchNoteBlockedOne' : 'searchNoteBlockedOther', filtered.blocked));
  }
  const { kept } = dedupeResults(filtered.kept);

  let scores: number[] | undefined;
  // The detail is the count alone: the panel says it in the reader's language.
  if (settings.rerank !== 'off') deps.onProgress?.('reranking', String(kept.length));
  if (settings.rerank === 'embeddings' && deps.embed) {
    try {
      scores = await embeddingScores(query, kept, deps.embed, deps.signal);
    } catch (err) {
      if (isAbortError(err) || deps.signal.aborted) throw toSidelightError(err);
      const error = toSidelightError(err);
      notes.push(`Reranking with embeddings failed (${error.message}); used the lexical scorer.`);
      userNotes.push(userText('searchNoteRerankFailed', error.userMessage ?? error.message));
    }
  } else if (settings.rerank === 'embeddings') {
    notes.push('No embedding model is set up; used the lexical scorer.');
    userNotes.push(userText('searchNoteNoEmbedder'));
  }
  if (!scores && settings.rerank !== 'off') scores = lexicalScores(query, kept);

  const preferred = settings.preferredDomains.map(normalizeDomain).filter(Boolean);
  const ranked = kept.map((r, i) => {
    const bonus = preferred.length > 0 && matchesAny(r, preferred) ? PREFERRED_BONUS : 0;
    const base = scores?.[i] ?? positionPrior(i, kept.length);
    return { r, key: base + bonus, score: scores ? Math.min(1, base + bonus) : undefined, i };
  });
  // Stable: equal keys keep the provider's order.
  ranked.sort((a, b) => b.key - a.key || a.i - b.i);
  return ranked.slice(0, count).map(({ r, score }, i) => {
    const out: SearchResult = { ...r, rank: i + 1 };
    if (score !== undefined) out.score = Math.round(score * 1000) / 1000;
    return out;
  });
}
