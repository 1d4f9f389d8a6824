/**
 * A labelled set of citations built from real pages (shared/corpus/readability-pages): claims taken from
 * real lines and cited correctly, then the same claims made unsupported in the three ways models get
 * citations wrong — a perturbed number, a quote with swapped or replaced words, a wrong line range.
 * Labels come from the construction and a plain text search, never from the checker under test.
 */
import type { PageDocument } from '../../src/core/document/types';

export type CaseKind = 'correct' | 'perturbed-number' | 'swapped-quote' | 'wrong-range';

export interface CitationCase {
  kind: CaseKind;
  page: string;
  /** The answer: one sentence ending in its marker. */
  answer: string;
  marker: string;
  startLine: number;
  endLine: number;
  docLines: readonly string[];
}

/** Deterministic, so every run measures the same set. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The line as a reader sees it: no link quotes, no markdown marks. */
function plain(line: string): string {
  return line
    .replace(/\\([\\.\-*_#[\]()+!])/g, '$1')
    .replace(/【\d+†([^†】]*)(?:†[^】]*)?】/g, '$1')
    .replace(/[*`#>|]/g, ' ')
    .replace(/(^|\s)_+|_+(?=\s|$|[.,;:!?])/g, '$1 ')
    .replace(/^\s*(?:[-+]|\d+\.)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a window of lines with thousands commas removed, for the independent "is it there?" test. */
function windowDigits(lines: readonly string[], from: number, to: number): string {
  return lines
    .slice(Math.max(0, from - 4), Math.min(lines.length, to + 3))
    .map(plain)
    .join(' ')
    .replace(/(\d),(?=\d{3})/g, '$1');
}

const NUMBER = /(?<![\p{L}\d.,])\d{1,3}(?:,\d{3})+(?!\d)|(?<![\p{L}\d.,])\d+(?:\.\d+)?(?![\d])/gu;

function cite(kind: CaseKind, page: string, sentence: string, start: number, end: number, docLines: readonly string[], cursor = 0): CitationCase {
  const marker = start === end ? `【${cursor}†L${start}】` : `【${cursor}†L${start}-L${end}】`;
  return { kind, page, answer: `${sentence}${marker}.`, marker, startLine: start, endLine: end, docLines };
}

/** A different number that reads naturally: one digit changed, never to the same digits. */
function perturb(n: string, random: () => number): string {
  const digits = [...n].map((c, i) => ({ c, i })).filter((d) => /\d/.test(d.c));
  const pick = digits[digits.length - 1 - Math.floor(random() * Math.min(2, digits.length))]!;
  let d = (Number(pick.c) + 1 + Math.floor(random() * 8)) % 10;
  if (pick.i === 0 && d === 0) d = 1 + (Number(pick.c) % 9);
  return n.slice(0, pick.i) + String(d) + n.slice(pick.i + 1);
}

/** The claim with its number written another common way, as an answer would. */
function respell(claim: string, n: string): string {
  let out = claim;
  if (n.includes(',')) out = out.replace(n, n.replace(/,/g, ''));
  else if (/^\d{5,}$/.test(n)) out = out.replace(n, Number(n).toLocaleString('en-US'));
  return out.replace(new RegExp(`${n.replace('.', '\\.')}(\\s?%| percent| per cent)`), (_m, unit: string) => `${n}${unit.trim() === '%' ? ' percent' : '%'}`);
}

/**
 * The claim a model would write about the number: a few words before it and after it, within its own
 * sentence (a citation backs the sentence it ends).
 */
function wordsAround(text: string, at: number, length: number): string {
  const head = text.slice(0, at);
  const sentenceStart = Math.max(...[...head.matchAll(/[.!?]["”’)]*\s+/g)].map((m) => m.index + m[0].length), 0);
  const tail = text.slice(at + length);
  const sentenceEnd = tail.search(/[.!?]["”’)]*(?:\s|$)/);
  const before = head.slice(sentenceStart).split(' ').slice(-7).join(' ');
  const after = (sentenceEnd === -1 ? tail : tail.slice(0, sentenceEnd)).split(' ').slice(0, 3).join(' ');
  return `${before}${text.slice(at, at + length)}${after}`.trim();
}

export function citationCases(docs: readonly { name: string; doc: PageDocument }[], perPage = 4): CitationCase[] {
  const random = rng(20260523);
  const cases: CitationCase[] = [];
  for (const { name, doc } of docs) {
    const lines = doc.lines;
    const numbered = lines.map((l, i) => ({ i, text: plain(l) })).filter((l) => NUMBER.test(l.text) && (NUMBER.lastIndex = 0) === 0);
    const worded = lines.map((l, i) => ({ i, text: plain(l) })).filter((l) => l.text.split(' ').filter((w) => /^\p{L}{3,}$/u.test(w)).length >= 8);

    for (const { i, text } of numbered.filter((_, k) => k % Math.max(1, Math.floor(numbered.length / perPage)) === 0).slice(0, perPage)) {
      // List numbering ("3. Canada", "18) Lady Macbeth") is not a claim anyone cites.
      const matches = [...text.matchAll(NUMBER)].filter((n) => !(n.index === 0 && /^[.)]/.test(text.slice(n[0].length))));
      if (matches.length === 0) continue;
      const m = matches[Math.floor(random() * matches.length)]!;
      const claim = wordsAround(text, m.index, m[0].length);
      const line = i + 1;
      // Cited as the line itself, or as a range around it, as models do.
      const start = random() < 0.5 ? line : Math.max(1, line - 1);
      const end = random() < 0.5 ? line : Math.min(lines.length, line + 2);
      // Correct claims are re-spelt the way answers re-spell numbers: 1,200 ↔ 1200, 34.6 percent ↔ 34.6%.
      cases.push(cite('correct', name, random() < 0.5 ? respell(claim, m[0]) : claim, start, end, lines));

      const wrong = perturb(m[0], random);
      const window = windowDigits(lines, start, end);
      const wrongDigits = wrong.replace(/,/g, '');
      const aboutSame = Math.abs(Number(wrongDigits) - Number(m[0].replace(/,/g, ''))) < 0.5 && !wrongDigits.includes('.');
      if (!new RegExp(`(?<![\\d.])${wrongDigits.replace('.', '\\.')}(?![\\d]|\\.\\d)`).test(window) && !aboutSame) {
        cases.push(cite('perturbed-number', name, claim.replace(m[0], wrong), start, end, lines));
      }

      // The same true claim cited at a line far away whose neighbourhood lacks the number.
      const far = (line + 12 + Math.floor(random() * Math.max(1, lines.length - 24))) % lines.length || 1;
      const digits = m[0].replace(/,/g, '');
      if (Math.abs(far - line) > 8 && !new RegExp(`(?<![\\d.])${digits.replace('.', '\\.')}(?![\\d]|\\.\\d)`).test(windowDigits(lines, far, far))) {
        cases.push(cite('wrong-range', name, claim, far, far, lines));
      }
    }

    for (const { i, text } of worded.filter((_, k) => k % Math.max(1, Math.floor(worded.length / perPage)) === 0).slice(0, perPage)) {
      const words = text.replace(/["“”«»„]/g, '').split(' ');
      const from = Math.floor(random() * Math.max(1, words.length - 6));
      const quoted = words.slice(from, from + 5);
      const line = i + 1;
      cases.push(cite('correct', name, `The page says “${quoted.join(' ')}”`, line, line, lines));
      // Two neighbouring words swapped: the words are all there, the phrase is not.
      const swapped = quoted.slice();
      const k = 1 + Math.floor(random() * 3);
      [swapped[k], swapped[k + 1]] = [swapped[k + 1]!, swapped[k]!];
      const window = windowDigits(lines, line, line).toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ');
      const phrase = swapped.join(' ').toLowerCase().replace(/[^\p{L}\p{N}']+/gu, ' ').trim();
      if (swapped.join(' ') !== quoted.join(' ') && !window.includes(phrase)) {
        cases.push(cite('swapped-quote', name, `The page says “${swapped.join(' ')}”`, line, line, lines));
      }
    }
  }
  return cases;
}
