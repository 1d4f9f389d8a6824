import type { PageDocument } from '../../document/types';

export interface ListedResult {
  title: string;
  url: string;
  snippet: string;
}

const BULLET = /^\s*\*\s*【(\d+)†/;

/**
 * Reads title, URL and snippet back out of a results document (`  * 【i†title†host】` followed by
 * snippet lines), so the web_search profile can list the same results the browser profile shows.
 */
export function resultsFromDocument(doc: PageDocument): ListedResult[] {
  const out: ListedResult[] = [];
  let current: { id: number; snippet: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const link = doc.links[current.id];
    if (link) out.push({ title: link.text, url: link.url, snippet: current.snippet.join(' ').replace(/\s+/g, ' ').trim() });
    current = undefined;
  };
  for (const line of doc.lines) {
    const m = BULLET.exec(line);
    if (m) {
      close();
      current = { id: Number(m[1]), snippet: [] };
    } else if (current && line.trim() === '') {
      close();
    } else if (current) {
      current.snippet.push(line);
    }
  }
  close();
  return out;
}
