import { resultsFromDocument } from './results-from-document';
import { optionalDomains, optionalEnum, optionalInt, requiredString } from './tool-arguments';
import type { TimeRange } from '../../search/types';

const TIME_RANGES: readonly TimeRange[] = ['none', 'day', 'week', 'month', 'year'];
import { searchFailed } from './tool-failure';
import type { BrowserTool } from './tool-types';
import { viewOf } from './view-of';

const SNIPPET_CHARS = 300;

/** Cut by characters (code points), never inside a surrogate pair. */
export function cutSnippet(text: string, max = SNIPPET_CHARS): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/** Ollama's web_search output (seed 000): numbered results with title, URL and a snippet. */
export function formatWebSearch(query: string, results: { title: string; url: string; snippet: string }[]): string {
  if (results.length === 0) return `No results found for: ${query}`;
  const parts = [`Search results for: ${query}\n\n`];
  results.forEach((r, i) => {
    parts.push(`${i + 1}. ${r.title}\n   URL: ${r.url}\n`);
    if (r.snippet) parts.push(`   ${cutSnippet(r.snippet)}\n`);
    parts.push('\n');
  });
  return parts.join('').trimEnd();
}

export const webSearchTool: BrowserTool = {
  spec: {
    name: 'web_search',
    description: 'Search the web for current information. Returns numbered results with title, URL and a snippet.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'The search query to look up on the web' },
        max_results: { type: 'number', description: 'How many results to return (default 5, at most 10)' },
        time_range: {
          type: 'string',
          enum: TIME_RANGES,
          description: 'Only results from this period. Use only when the user asks for a timeframe (default: the user setting).',
        },
        domains: {
          type: 'array',
          items: { type: 'string' },
          description: 'Only results from these domains, e.g. ["python.org"]. Strict: may return no results.',
        },
      },
      required: ['query'],
    },
  },
  async run(args, ctx) {
    let query = '';
    try {
      query = requiredString(args, 'query');
      const count = optionalInt(args, 'max_results', { min: 1, max: 10 }) ?? 5;
      const timeRange = optionalEnum(args, 'time_range', TIME_RANGES);
      const domains = optionalDomains(args, 'domains');
      ctx.emit({ type: 'search-started', step: ctx.step, query });
      const doc = await ctx.env.search({ query, count, ...(timeRange && { timeRange }), ...(domains && { domains }) }, ctx.signal);
      const cursor = ctx.session.add({ doc, startLine: 1 });
      const results = resultsFromDocument(doc).slice(0, count);
      const view = viewOf(ctx.session.entries[cursor]!, cursor, ctx.settings.browsing.viewWords).text;
      ctx.emit({ type: 'search-finished', step: ctx.step, query, resultCount: results.length, cursor, view, notes: [] });
      return formatWebSearch(query, results);
    } catch (err) {
      return searchFailed(err, ctx, 'web_search', query);
    }
  },
};
