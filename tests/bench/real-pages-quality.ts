/**
 * Quality of the page → document pipeline over tests/fixtures/real-pages: real pages from public test
 * suites (each suite folder keeps its licence), each with the article text a person reads there.
 * Scored as extraction benchmarks score it — 4-word shingles of the article text, precision, recall
 * and F1 (scrapinghub/article-extraction-benchmark evaluate.py: per-page tp/fp/fn normalised, then
 * averaged) — plus word recall. Shared by the documents bench and the corpus unit test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { bodyToDocument } from '../../src/core/document/parse/body-to-document';
import type { PageDocument } from '../../src/core/document/types';
import { wordRecall, type ParseHtml } from './corpus-quality';

export const REAL_PAGES_DIR = fileURLToPath(new URL('../fixtures/real-pages', import.meta.url));

export interface RealPage {
  suite: string;
  name: string;
  url: string;
  /** The page's bytes as served (some suites keep them gzipped). */
  bytes: Uint8Array;
  /** Plain text of the article as the suite's ground truth has it. */
  expected: string;
}

/**
 * The text a Defuddle expected file reads as: its metadata block dropped, images dropped (a document
 * is text; an image's alt is not read as part of it), links reduced to their text, raw HTML it
 * keeps (inline SVG) reduced to its text, and markdown's backslash escapes read as the characters they
 * escape (`user\_alpha` is the name user_alpha, one word, not "user" and "_alpha"), code fences dropped
 * with their language names (as documentText drops ours). A link's destination may hold escaped or
 * balanced parentheses and a quoted title (`[plugins](/wiki/Plug-in_\(computing\) "Plug-in (computing)")`):
 * all of it is the destination, none of it text; an autolink (`<hello@example.com>`) is its address. A footnote definition's label (`[^2]: Brandom, …`)
 * renders, as GFM renders footnotes, as the number of an ordered list item: a marker, not text,
 * dropped as documentText drops ours ("2. "), and so is an ordered list item's own number ("2. "): kept here
 * while documentText dropped ours, a numbered list scored as different text on each side.
 */
/** CommonMark's autolinks (`<https://example.com>`, `<hello@example.com>`) read as their address, not as tags. */
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)>/gi;
const DESTINATION = String.raw`\((?:\\.|\([^()]*\)|[^()\\])*\)`;
const IMAGE = new RegExp(String.raw`!\[[^\]]*\]` + DESTINATION, 'g');
const LINK = new RegExp(String.raw`\[((?:\\.|[^\]\\])*)\]` + DESTINATION, 'g');

export function markdownText(md: string): string {
  const code: string[] = [];
  const kept = (text: string) => `\u0000${code.push(text) - 1}\u0000`;
  return proseText(md.replace(/^```json\n[\s\S]*?\n```\n/, '').replace(CODE, (block, fenced?: string) => kept(fenced !== undefined ? `\n${fenced}` : block)))
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => code[Number(i)]!);
}

/**
 * Code as markdown writes it: a fenced block (its fence lines and language name are no text) or an
 * inline code span. Its text is verbatim, as a reader sees it: `std::vector<int>`, `#include <iostream>`
 * and `<SanityImage` are code, not HTML tags, and a backslash or bracket in it is no markdown.
 */
const CODE = /^[ \t]*(?:```|~~~)[\w+#.-]*[ \t]*\n([\s\S]*?)^[ \t]*(?:```|~~~)[ \t]*$|`[^`\n]+`/gm;

function proseText(md: string): string {
  return md
    .replace(/^\s*(?:```|~~~)[\w+#.-]*\s*$/gm, '')
    .replace(/^\[\^[^\]\s]+\]:[ \t]*/gm, '')
    .replace(/^[ \t]*\d{1,9}[.)][ \t]+/gm, '')
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, (_, c: string) => (c === '<' ? ESCAPED_LT : c))
    .replace(AUTOLINK, '$1')
    .replace(/<[a-z][^>]*>|<\/[a-z][^>]*>/gi, ' ')
    .replaceAll(ESCAPED_LT, '<');
}

/** An escaped `\<` ("Monte\<video>: A Real Place") is the character, text the page shows: no tag to drop. */
const ESCAPED_LT = '\u0001';

function expectedText(dir: string, parseHtml: ParseHtml): string {
  const at = (f: string) => readFileSync(join(dir, f), 'utf8');
  if (existsSync(join(dir, 'expected.txt'))) return at('expected.txt');
  if (existsSync(join(dir, 'expected.md'))) return markdownText(at('expected.md'));
  const dom = parseHtml(`<!DOCTYPE html><html><body>${at('expected.html')}</body></html>`, 'http://fakehost/');
  return dom.body.textContent ?? '';
}

export function loadRealPages(parseHtml: ParseHtml, dir = REAL_PAGES_DIR): RealPage[] {
  const pages: RealPage[] = [];
  for (const suite of readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const suiteDir = join(dir, suite.name);
    for (const c of readdirSync(suiteDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      const caseDir = join(suiteDir, c.name);
      const gz = join(caseDir, 'source.html.gz');
      const bytes = existsSync(gz) ? gunzipSync(readFileSync(gz)) : readFileSync(join(caseDir, 'source.html'));
      const { url } = JSON.parse(readFileSync(join(caseDir, 'page.json'), 'utf8')) as { url: string };
      pages.push({ suite: suite.name, name: c.name, url, bytes: new Uint8Array(bytes), expected: expectedText(caseDir, parseHtml) });
    }
  }
  return pages.sort((a, b) => a.suite.localeCompare(b.suite) || a.name.localeCompare(b.name));
}

/** The page through the fast path, as a fetch hands it over (bytes, HTML content type). */
export function realPageDocument(page: RealPage, parseHtml: ParseHtml): Promise<PageDocument> {
  return bodyToDocument({ body: page.bytes, url: page.url, contentType: 'text/html', parseHtml });
}

/**
 * Emphasis marks where markdown reads them: next to a space or a line's edge, or to an opening or
 * closing bracket, quote, dash or sentence punctuation outside them ("(_x_, ½)", "“_Xanadocs_”",
 * "_n_-by-_n_", "(_n_−1)"). An underscore inside a word (snake_case) is no mark and stays, and so
 * does TeX's (`a_{k}`, `x^{2}_k`): braces, carets and dollars are not among the neighbours.
 */
const EMPHASIS_OPENS = /(?<=^|[\s(["'“‘«\-–—−])[*_]+(?=[^\s*_])/g;
const EMPHASIS_CLOSES = /(?<=[^\s*_])[*_]+(?![*_])(?=$|[\s.,;:!?)\]"'”’»\-–—−])/g;

/** A note's label where it opens a line: the superscript "^1" a note starts with. */
const NOTE_LABEL = /^\^\S+ /;

/**
 * The document's lines as a reader's plain text: link quotes back to their text, markdown marks
 * (emphasis, headings, list bullets, table pipes, fences) dropped. Code (fenced blocks, inline code
 * spans) keeps its underscores and asterisks: `__init__` and `for _ in` are code, not emphasis.
 * A note's label opening its line ("^1 First note…", the superscript a note starts with) is a marker,
 * dropped as markdownText drops an expected file's `[^1]: ` and as a list's "1. " is: the same note
 * reads the same in both. The mark in the sentence ("notable.^1") stays, as `[^1]` stays there.
 */
export function documentText(lines: readonly string[]): string {
  const out: string[] = [];
  let inFence = false;
  for (const raw of lines) {
    const line = raw.replace(/【\d+†([^†】]*)(?:†[^】]*)?】/g, '$1');
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      out.push('');
      continue;
    }
    if (inFence) {
      out.push(line);
      continue;
    }
    out.push(
      line
        .split(/(`[^`]*`)/)
        .map((part, i) => (i % 2 === 1 ? part : part.replace(EMPHASIS_OPENS, '').replace(EMPHASIS_CLOSES, '')))
        .join('')
        .replace(/^\s*(?:#{1,6} |[*+-] |\d{1,9}[.)] |> )/, '')
        .replace(NOTE_LABEL, '')
        .replace(/\|/g, ' '),
    );
  }
  return out.join('\n');
}

/**
 * Tokens as the benchmark's `\w+` finds them (case kept), except that each Han or kana character is a token
 * of its own. Chinese and Japanese are written without spaces, so `\w+` reads a whole sentence as one word:
 * a space that one side has and the other lacks (Defuddle writes one on each side of a link: "自己的 第三方插件
 * 和 主题 。", where the page has "自己的第三方插件和主题。") then turns every shingle of the sentence into a
 * miss, though no character differs. One character per token is how CJK text is compared when it has no
 * word segmenter.
 */
function tokens(text: string): string[] {
  return (text.match(/[\p{L}\p{N}\p{Mn}\p{Mc}_]+/gu) ?? []).flatMap((word) =>
    CJK.test(word) ? (word.match(CJK_OR_RUN) ?? []) : [word],
  );
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_OR_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

function shingles(text: string, n = 4): Map<string, number> {
  const t = tokens(text);
  const out = new Map<string, number>();
  for (let i = 0; i < Math.max(1, t.length - n + 1); i++) {
    const key = t.slice(i, i + n).join(' ');
    if (key) out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

export interface ShingleScore {
  tp: number;
  fp: number;
  fn: number;
}

/**
 * A script's braces around one symbol (`a_{k}`, `x^{2}`, `x_{\alpha}`: the same as `a_k`; `a_{ij}` is not
 * `a_ij`), and TeX's delimiter sizes (`\left(`, `\bigl[`).
 */
const BRACED_SCRIPT = /([_^])\{\s*(\\[a-zA-Z]+|[\p{L}\p{N}])\s*\}/gu;
const DELIMITER_SIZE = /\\(?:left|right|[bB]igg?[lr]?)(?![a-zA-Z])\s*\.?/g;

/**
 * One formula spelled the two ways TeX allows, on both sides alike, before scoring: `a_{k}` and `a_k`,
 * `\left( x \right)` and `( x )` render the same, but the benchmark's `\w+` tokens read `a_{k}` as "a_"
 * and "k" and `a_k` as one word, and `\left` as a word. The formula's symbols are still compared one by
 * one. The whole text is read, not only what stands between `$`s: a formula wrapped over lines, or a
 * price's `$`, would pair the `$`s wrongly on one side, and prose does not write `_{k}` or `\left`.
 */
export function oneTexSpelling(text: string): string {
  return text.replace(BRACED_SCRIPT, '$1$2').replace(DELIMITER_SIZE, '');
}

/** A callout's first line whose title is its kind: `> [!tip] Tip`, `> [!warning]- Warning`. */
const KIND_AS_TITLE = /^((?:> ?)*\[!([\w-]+)\][+-]?)[ \t]+([^\n]+?)[ \t]*$/gm;

/**
 * A callout written with its kind as its title and without a title, on both sides alike, before
 * scoring: Obsidian's callout syntax, which both Defuddle's markdown and our documents use, shows a
 * callout without a title under its kind ("> [!warning]" is headed "Warning"), so the two spellings
 * are one callout as a reader sees it ("By default, the title of the callout is its type identifier in
 * title case": Obsidian Help, Callouts). Defuddle writes the title out, we leave it to the syntax.
 */
export function oneCalloutSpelling(text: string): string {
  return text.replace(KIND_AS_TITLE, (line, opening: string, kind: string, title: string) => (title.toLowerCase() === kind.toLowerCase() ? opening : line));
}

/** One page's shingle matches, normalised so that long pages do not weigh more (as evaluate.py). */
export function shingleScore(truth: string, predicted: string): ShingleScore {
  const t = shingles(oneTexSpelling(oneCalloutSpelling(truth)));
  const p = shingles(oneTexSpelling(oneCalloutSpelling(predicted)));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const key of new Set([...t.keys(), ...p.keys()])) {
    const a = t.get(key) ?? 0;
    const b = p.get(key) ?? 0;
    tp += Math.min(a, b);
    fp += Math.max(0, b - a);
    fn += Math.max(0, a - b);
  }
  const s = tp + fp + fn;
  return s > 0 ? { tp: tp / s, fp: fp / s, fn: fn / s } : { tp, fp, fn };
}

export function precisionOf({ tp, fp, fn }: ShingleScore): number {
  if (fp === 0 && fn === 0) return 1;
  return tp === 0 && fp === 0 ? 0 : tp / (tp + fp);
}

export function recallOf({ tp, fp, fn }: ShingleScore): number {
  if (fp === 0 && fn === 0) return 1;
  return tp === 0 && fn === 0 ? 0 : tp / (tp + fn);
}

/** Mean precision and recall over the pages where each is defined, and their F1 (evaluate.py). */
export function aggregate(scores: readonly ShingleScore[]): { precision: number; recall: number; f1: number } {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const precision = mean(scores.filter((s) => s.tp + s.fp > 0).map(precisionOf));
  const recall = mean(scores.filter((s) => s.tp + s.fn > 0).map(recallOf));
  return { precision, recall, f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0 };
}

export interface RealPageResult {
  suite: string;
  name: string;
  words: number;
  shingles: ShingleScore;
  path: string;
  lines: number;
  error?: string;
}

export async function measureRealPage(page: RealPage, parseHtml: ParseHtml): Promise<RealPageResult> {
  try {
    const doc = await realPageDocument(page, parseHtml);
    const text = documentText(doc.lines);
    return { suite: page.suite, name: page.name, words: wordRecall(page.expected, text), shingles: shingleScore(page.expected, text), path: doc.path, lines: doc.lines.length };
  } catch (err) {
    return { suite: page.suite, name: page.name, words: 0, shingles: { tp: 0, fp: 0, fn: 1 }, path: 'crash', lines: 0, error: String(err) };
  }
}
