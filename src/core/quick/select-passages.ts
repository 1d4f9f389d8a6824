import type { PageDocument } from '../document/types';
import { bm25Scores, type ScoredText } from './lexical-rank';
import { lexicalTerms, matchText, termsOfMatchText } from './lexical-terms';
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

/** A page cut into windows with the terms that matter for one question: made as the page arrives. */
export interface PageIndex {
  windows: Passage[];
  texts: ScoredText[];
}

/** The question's terms, once for all pages. */
export function questionTerms(question: string): string[] {
  return [...new Set(lexicalTerms(question))];
}

/**
 * One page's windows and, for each, the question's terms in it and its length. Only lines that
 * contain a question term somewhere are split into terms: the others add only their length, and that
 * is their word count (most lines of a long page, at a fraction of the time). This is the costly part
 * of selection, so Quick runs it for each page as it arrives, while slower pages still load.
 */
export function indexPage(query: readonly string[], page: SourcePage, maxWords = WINDOW_WORDS): PageIndex {
  const windows: Passage[] = [];
  const texts: ScoredText[] = [];
  for (const w of passageWindows(page.doc.lines, maxWords)) {
    windows.push({ cursor: page.cursor, first: w.first, last: w.last, score: 0 });
    const terms: string[] = [];
    for (let k = w.first; k <= w.last; k++) {
      const line = page.doc.lines[k - 1]!;
      const text = matchText(line);
      if (query.some((q) => text.includes(q))) for (const t of termsOfMatchText(text)) terms.push(t);
    }
    texts.push({ terms, length: w.words });
  }
  return { windows, texts };
}

/**
 * Every passage of the indexed pages, most relevant to the question first: windows ranked by BM25
 * over all pages at once (so a term rare across what was read weighs most), a page's later passages
 * decayed so the best of each page come early. Passages that share no term with the question come
 * after all that do, and only each page's first one (its lead), so a question in another language
 * than its pages still shows the model what each page is.
 */
export function rankPassages(query: readonly string[], pages: readonly PageIndex[]): Passage[] {
  const windows = pages.flatMap((p) => p.windows);
  const scores = bm25Scores(query, pages.flatMap((p) => p.texts));
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
    const lead = page.windows[0];
    return lead && !byPage.get(lead.cursor)?.some((p) => p.first === lead.first) ? [lead] : [];
  });
  return [...ranked, ...leads];
}

/** indexPage and rankPassages at once, for pages already at hand. */
export function selectPassages(question: string, pages: readonly SourcePage[], maxWords = WINDOW_WORDS): Passage[] {
  const query = questionTerms(question);
  return rankPassages(query, pages.map((p) => indexPage(query, p, maxWords)));
}
