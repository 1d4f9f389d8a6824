/**
 * Quality of the page → document pipeline over shared/corpus/readability-pages: word recall,
 * structure kept, title, crashes, and per-page timings. Shared by the documents benchmark and the
 * corpus unit test, so the figures the bench prints are the ones the test guards.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readability } from '@mozilla/readability';
import { htmlToDocument } from '../../src/core/document/html-to-document';
import type { PageDocument } from '../../src/core/document/types';

export type ParseHtml = (html: string, url: string) => Document;

export const CORPUS_DIR = fileURLToPath(new URL('../../../shared/corpus/readability-pages', import.meta.url));
/** The corpus pages' links point at this URL (Readability's test suite uses it). */
export const CORPUS_URL = 'http://fakehost/test/page.html';

export interface CorpusPage {
  name: string;
  source: string;
  expected: string;
  title: string;
}

export function loadCorpus(dir = CORPUS_DIR): CorpusPage[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'source.html')))
    .map((d) => {
      const at = (f: string) => readFileSync(join(dir, d.name, f), 'utf8');
      const meta = JSON.parse(at('expected-metadata.json')) as { title?: string };
      return { name: d.name, source: at('source.html'), expected: at('expected.html'), title: meta.title ?? '' };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Words, lower-cased. Chinese and Japanese are written without spaces, and textContent glues the
 * text of neighbouring cells together, so each of their characters counts as a word on its own.
 */
export function words(text: string): string[] {
  return text.toLowerCase().match(/\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana}|(?:(?!\p{sc=Han}|\p{sc=Hiragana}|\p{sc=Katakana})[\p{L}\p{N}\p{M}])+/gu) ?? [];
}

/** Share of the expected words (as a multiset) found in ours. */
export function wordRecall(expectedText: string, ourText: string): number {
  const expected = words(expectedText);
  if (expected.length === 0) return 1;
  const have = new Map<string, number>();
  for (const w of words(ourText)) have.set(w, (have.get(w) ?? 0) + 1);
  let found = 0;
  for (const w of expected) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      found++;
      have.set(w, n - 1);
    }
  }
  return found / expected.length;
}

export interface StructureCounts {
  links: number;
  headings: number;
  listItems: number;
  codeBlocks: number;
  tableRows: number;
}

/** Elements with text: an empty heading or list item (an image, now removed) has nothing to keep. */
function withText(list: ArrayLike<Element>): number {
  return Array.from(list).filter((e) => (e.textContent ?? '').trim() !== '').length;
}

/** Counts in Readability's expected HTML. Links without any readable text cannot be quoted, so they are not counted. */
export function htmlStructure(root: ParentNode): StructureCounts {
  const links = Array.from(root.querySelectorAll('a[href]')).filter((a) => {
    if (/^\s*javascript:/i.test(a.getAttribute('href') ?? '')) return false;
    if ((a.textContent ?? '').trim()) return true;
    return Array.from(a.querySelectorAll('img')).some((i) => (i.getAttribute('alt') ?? '').trim());
  }).length;
  let tableRows = 0;
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const own = Array.from(table.querySelectorAll('tr')).filter((tr) => tr.closest('table') === table);
    if (own.some((tr) => Array.from(tr.children).some((c) => c.nodeName === 'TH'))) tableRows += own.length;
  }
  return {
    links,
    headings: withText(root.querySelectorAll('h1, h2, h3, h4, h5, h6')),
    listItems: withText(root.querySelectorAll('li')),
    codeBlocks: root.querySelectorAll('pre').length,
    tableRows,
  };
}

const SEPARATOR = /^\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;

/** The same counts read back from our markdown lines. */
export function markdownStructure(lines: readonly string[]): StructureCounts {
  const c: StructureCounts = { links: 0, headings: 0, listItems: 0, codeBlocks: 0, tableRows: 0 };
  let fence: string | null = null;
  let table: string[] = [];
  const endTable = () => {
    // A table whose header row is empty had no header cells in the page.
    if (table.length >= 2 && SEPARATOR.test(table[1]!) && table[0]!.replace(/[|\s]/g, '') !== '') c.tableRows += table.length - 1;
    table = [];
  };
  for (const raw of lines) {
    const line = raw.replace(/^(?:\s*>)+\s?/, '');
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence !== null) {
      if (f && f[1]!.startsWith(fence) && line.trim() === f[1]) fence = null;
      continue;
    }
    if (f) {
      fence = f[1]!;
      c.codeBlocks++;
      endTable();
      continue;
    }
    c.links += (raw.match(/【\d+†/g) ?? []).length;
    if (line.startsWith('|')) {
      table.push(line);
      continue;
    }
    endTable();
    // A list item may open with a heading (`1. #### Name wrote`): count both.
    const item = /^\s*(?:[*+-]|\d{1,9}[.)])(?:\s+|$)/.exec(line);
    if (item) c.listItems++;
    if (/^\s*#{1,6} /.test(item ? line.slice(item[0].length) : line)) c.headings++;
  }
  endTable();
  return c;
}

/** Mean over the kinds present of min/max of the two counts. */
export function structureScore(expected: StructureCounts, ours: StructureCounts): number {
  const scores: number[] = [];
  for (const k of Object.keys(expected) as (keyof StructureCounts)[]) {
    const a = expected[k];
    const b = ours[k];
    if (a === 0 && b === 0) continue;
    scores.push(Math.min(a, b) / Math.max(a, b));
  }
  return scores.length === 0 ? 1 : scores.reduce((s, x) => s + x, 0) / scores.length;
}

export interface PageResult {
  name: string;
  recall: number;
  structure: number;
  expectedCounts: StructureCounts;
  ourCounts: StructureCounts;
  titleOk: boolean;
  title: string;
  expectedTitle: string;
  path: string;
  error?: string;
}

function norm(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Our pipeline as the fetch path runs it (bodyToDocument): the parsed DOM is handed over, not cloned. */
export function pipeline(page: CorpusPage, parseHtml: ParseHtml): PageDocument {
  const parse = () => parseHtml(page.source, CORPUS_URL);
  return htmlToDocument(parse(), CORPUS_URL, { consume: { reparse: parse } });
}

/** Readability with its defaults, or with the options the pipeline uses (it keeps classes, for code languages). */
export function readabilityAlone(page: CorpusPage, parseHtml: ParseHtml, keepClasses = false): void {
  new Readability(parseHtml(page.source, CORPUS_URL), { keepClasses }).parse();
}

/** Quality of our document for one page against Readability's expected output. */
export function measurePage(page: CorpusPage, parseHtml: ParseHtml): PageResult {
  const expectedDom = parseHtml(`<!DOCTYPE html><html><body>${page.expected}</body></html>`, CORPUS_URL);
  const expectedCounts = htmlStructure(expectedDom.body);
  const expectedText = expectedDom.body.textContent ?? '';
  let doc: PageDocument | null = null;
  let error: string | undefined;
  try {
    doc = pipeline(page, parseHtml);
  } catch (err) {
    error = err instanceof Error ? (err.stack ?? err.message) : String(err);
  }
  const lines = doc?.lines ?? [];
  const ourCounts = markdownStructure(lines);
  return {
    name: page.name,
    recall: wordRecall(expectedText, lines.join('\n')),
    structure: structureScore(expectedCounts, ourCounts),
    expectedCounts,
    ourCounts,
    titleOk: doc !== null && norm(doc.title) === norm(page.title),
    title: doc?.title ?? '',
    expectedTitle: page.title,
    path: doc?.path ?? 'crash',
    ...(error ? { error } : {}),
  };
}
