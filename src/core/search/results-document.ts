import { cleanLinkText, displayHostOf, formatLinkRef } from '../document/markdown/quote-links';
import type { DocLink, PageDocument } from '../document/types';
import { wrapMarkdown } from '../document/wrap/wrap';
import type { SearchOutcome } from './types';

/** A snippet is prose for the model to read: the quote brackets belong to the document's own links. */
function cleanSnippet(text: string): string {
  return text.replace(/[【】]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * The results page the model reads (shared/design/browser-tools.md): `# Search Results`, then per
 * result `  * 【{i}†{title}†{host}】` and its snippet. Notes (failover, filters) come first so the
 * model and the user see which provider answered and what was left out.
 */
export function resultsToDocument(outcome: SearchOutcome, fetchedAt: number = Date.now()): PageDocument {
  const links: DocLink[] = [];
  const parts: string[] = ['# Search Results', ''];
  for (const note of outcome.notes) parts.push(`Note: ${note}`, '');
  for (const answer of outcome.answers ?? []) parts.push(`Answer: ${cleanSnippet(answer)}`, '');
  outcome.results.forEach((r, i) => {
    const title = cleanLinkText(r.title) || r.url;
    links.push({ url: r.url, text: title });
    parts.push(`  * ${formatLinkRef(i, title, displayHostOf(r.url))}`);
    const snippet = cleanSnippet(r.snippet);
    if (snippet) parts.push(snippet);
    parts.push('');
  });
  if (outcome.results.length === 0 && !outcome.answers?.length) parts.push('No results.');
  return {
    title: `Web search for “${outcome.query}”`,
    url: outcome.pageUrl,
    lines: wrapMarkdown(parts.join('\n')),
    links,
    path: 'search',
    contentType: 'text/markdown',
    fetchedAt,
  };
}
