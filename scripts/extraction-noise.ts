/**
 * Where real-page extraction loses precision: per-page 4-word-shingle precision and recall over
 * tests/fixtures/real-pages and, for the least precise pages, the document lines most of whose
 * shingles are not in the expected text (the noise left in). Also prints the Readability corpus
 * figures, so a rule is judged on both at once.
 *
 *   node --import tsx scripts/extraction-noise.ts [--suite NAME] [--noise PAGES] [--json FILE] [--dir DIR]
 *
 * --json writes one row per page (the corpus pages as suite "corpus", structure in `p`), to compare
 * two runs page by page. --dir reads suites from another folder laid out like tests/fixtures/real-pages
 * (suite/case/{source.html, page.json, expected.*}): pages kept out of the repository, such as more of
 * a suite's fixtures, to check that a rule is general and not fitted to the committed pages.
 */
import { writeFileSync } from 'node:fs';
import { loadCorpus, measurePage, wordRecall } from '../tests/bench/corpus-quality';
import { aggregate, documentText, loadRealPages, precisionOf, realPageDocument, recallOf, shingleScore, type ShingleScore } from '../tests/bench/real-pages-quality';
import { parseHtml } from './page2md-dom';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const suiteFilter = option('--suite');
const noisePages = Number(option('--noise') ?? 0);
const jsonOut = option('--json');
const dir = option('--dir');

const tokens = (t: string) => t.match(/[\p{L}\p{N}\p{Mn}\p{Mc}_]+/gu) ?? [];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

interface Row {
  suite: string;
  name: string;
  p: number;
  r: number;
  words: number;
  noise: string[];
}

/** Lines of ours most of whose shingles (or, under four words, whose text) the expected text lacks. */
function noiseLines(text: string, expected: string): string[] {
  const truth = new Set<string>();
  const et = tokens(expected);
  for (let i = 0; i + 4 <= et.length; i++) truth.add(et.slice(i, i + 4).join(' '));
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const t = tokens(line);
    if (t.length === 0) continue;
    if (t.length < 4) {
      if (!expected.includes(line.trim())) out.push(line.trim());
      continue;
    }
    let miss = 0;
    for (let i = 0; i + 4 <= t.length; i++) if (!truth.has(t.slice(i, i + 4).join(' '))) miss++;
    if (miss / (t.length - 3) > 0.5) out.push(line.trim());
  }
  return out;
}

const rows: Row[] = [];
const scores = new Map<Row, ShingleScore>();
for (const page of loadRealPages(parseHtml, dir).filter((p) => !suiteFilter || p.suite === suiteFilter)) {
  const text = documentText((await realPageDocument(page, parseHtml)).lines);
  const s = shingleScore(page.expected, text);
  const row = { suite: page.suite, name: page.name, p: precisionOf(s), r: recallOf(s), words: wordRecall(page.expected, text), noise: noiseLines(text, page.expected) };
  rows.push(row);
  scores.set(row, s);
}
for (const suite of [...new Set(rows.map((r) => r.suite))]) {
  const rs = rows.filter((r) => r.suite === suite);
  const a = aggregate(rs.map((r) => scores.get(r)!));
  console.log(`${suite} (${rs.length}): F1 ${a.f1.toFixed(4)} P ${a.precision.toFixed(4)} R ${a.recall.toFixed(4)} words ${mean(rs.map((r) => r.words)).toFixed(4)}`);
}
if (!suiteFilter && !dir) {
  const corpus = loadCorpus().map((p) => measurePage(p, parseHtml));
  for (const r of corpus) rows.push({ suite: 'corpus', name: r.name, p: r.structure, r: r.recall, words: r.recall, noise: [] });
  console.log(`readability corpus: recall ${mean(corpus.map((r) => r.recall)).toFixed(4)} structure ${mean(corpus.map((r) => r.structure)).toFixed(4)} titles ${corpus.filter((r) => r.titleOk).length}/${corpus.length}`);
}
for (const r of rows.filter((r) => r.suite !== 'corpus').sort((a, b) => a.p - b.p).slice(0, noisePages)) {
  console.log(`\n## ${r.suite}/${r.name} P ${r.p.toFixed(3)} R ${r.r.toFixed(3)}`);
  for (const l of r.noise) console.log(`  - ${l.slice(0, 160)}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 1));
