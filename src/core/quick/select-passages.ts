import type { PageDocument } from '../document/types';
import { bm25Scores } from './lexical-rank';
import { lexicalTerms } from './lexical-terms';
import { passageWindows, WINDOW_WORDS } from './passage-windows';

/** A document of this answer under its session cursor: what the model will cite it as. */
export interface SourcePage {
  cursor: number;
  doc: PageDocument;
}

/** Lines `first`–`last` (1-based, inclusive) of the document at `cursor`. */
export interface Passage {
  cursor: number;
  first: number;
  last: number;
  score: number;
}

/** Each further passage of the same page counts this much less: the answer gets several sources, not one page's paragraphs. */
const SAME_PAGE_DECAY = 0.8;

/**
 * Every passage of every page, most relevant to the question first: line windows ranked by BM25
 * over all pages at once (so a term rare across what was read weighs most), a page's later passages
 * decayed so the best of each page come early. Passages that share no term with the question come
 * after all that do, and only each page's first one (its lead), so a question in another language
 * than its pages still shows the model what each page is.
 */
export function selectPassages(question: string, pages: readonly SourcePage[], maxWords = WINDOW_WORDS): Passage[] {
  const query = lexicalTerms(question);
  const windows = pages.flatMap((p) => passageWindows(p.doc.lines, maxWords).map((w) => ({ cursor: p.cursor, ...w })));
  const terms = windows.map((w) => {
    const page = pages.find((p) => p.cursor === w.cursor)!;
    return lexicalTerms(page.doc.lines.slice(w.first - 1, w.last).join('\n'));
  });
  const scores = bm25Scores(query, terms);
  const matched = windows.map((w, i) => ({ ...w, score: scores[i]! })).filter((p) => p.score > 0);
  const byPage = new Map<number, Passage[]>();
  for (const p of matched.sort((a, b) => b.score - a.score)) {
    const list = byPage.get(p.cursor) ?? [];
    list.push(p);
    byPage.set(p.cursor, list);
  }
  const ranked = [...byPage.values()]
    .flatMap((list) => list.map((p, k) => ({ p, adjusted: p.score * SAME_PAGE_DECAY ** k })))
    .sort((a, b) => b.adjusted - a.adjusted || a.p.cursor - b.p.cursor || a.p.first - b.p.first)
    .map((r) => r.p);
  const leads = pages.flatMap((page) => {
    const lead = windows.find((w) => w.cursor === page.cursor);
    return lead && !ranked.some((p) => p.cursor === lead.cursor && p.first === lead.first) ? [{ ...lead, score: 0 }] : [];
  });
  return [...ranked, ...leads];
}
