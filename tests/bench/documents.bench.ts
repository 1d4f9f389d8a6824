/**
 * Documents: quality over shared/corpus/readability-pages and speed of the pipeline, find and views.
 * `npx tsx tests/bench/run.ts documents` (also part of `npm run bench`).
 */
import { parseHtml } from '../../scripts/page2md-dom';
import { findInDocument } from '../../src/core/document/views/find';
import type { PageDocument } from '../../src/core/document/types';
import { renderView } from '../../src/core/document/views/view';
import type { BenchSection } from './bench-types';
import { loadCorpus, measurePage, pipeline, readabilityAlone, type PageResult } from './corpus-quality';
import { timeAgainstBaseline } from './pipeline-vs-readability';
import { aggregate, loadRealPages, measureRealPage, realPageDocument, type RealPageResult } from './real-pages-quality';
import { median, ms, percentile, sample } from './timing';

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

/** A 10,000-line document of real wrapped text, for find and view timings. */
function bigDocument(pages: PageDocument[]): PageDocument {
  const source = pages.flatMap((d) => d.lines).filter((l) => l !== '');
  const lines = Array.from({ length: 10_000 }, (_, i) => source[i % source.length]!);
  return { title: 'Big', url: 'https://bench.test/big', lines, links: [], path: 'readability' };
}

export default async function documentsBench(): Promise<BenchSection> {
  const corpus = loadCorpus();
  const results: PageResult[] = corpus.map((p) => measurePage(p, parseHtml));
  const timing = timeAgainstBaseline(corpus.length, (i) => readabilityAlone(corpus[i]!, parseHtml), (i) => pipeline(corpus[i]!, parseHtml));
  const ours = timing.pipeline;
  const readability = timing.readability;
  const sortedOurs = [...ours].sort((a, b) => a - b);
  const sortedReadability = [...readability].sort((a, b) => a - b);
  const ratio = timing.ratioOfSums;

  const recall = mean(results.map((r) => r.recall));
  const structure = mean(results.map((r) => r.structure));
  const titles = results.filter((r) => r.titleOk).length / results.length;
  const crashes = results.filter((r) => r.error).length;

  const big = bigDocument(corpus.slice(0, 20).map((p) => pipeline(p, parseHtml)));
  const absent = 'zq-not-in-this-document';
  const find = await sample(() => findInDocument(big, absent, 1), 20, 300);
  // Several words, so every line is also checked across its break: a realistic phrase, and the
  // worst case of common words whose endings most lines share.
  const findPhrase = await sample(() => findInDocument(big, 'open source browser zq', 1), 20, 300);
  const findWords = await sample(() => findInDocument(big, 'the of and to in zq', 1), 20, 300);
  const view = await sample(() => renderView(big, { cursor: 0, startLine: 5_000, maxWords: 600 }), 50, 200);

  const real = await realPageRows();
  const worst = [...results].sort((a, b) => a.recall + a.structure - (b.recall + b.structure)).slice(0, 5);
  return {
    title: `Documents (${corpus.length} corpus pages, linkedom DOM)`,
    rows: [
      { name: 'word recall of expected text (mean)', value: recall.toFixed(4), goal: '≥ 0.99', met: recall >= 0.99 },
      { name: 'structure kept (mean of min/max per kind)', value: structure.toFixed(4), goal: '≥ 0.98', met: structure >= 0.98 },
      { name: 'title equal to expected', value: `${(titles * 100).toFixed(1)} %`, goal: '≥ 98 %', met: titles >= 0.98 },
      { name: 'crashes', value: String(crashes), goal: '0', met: crashes === 0 },
      { name: 'pipeline per page, median', value: ms(median(ours)) },
      { name: 'pipeline per page, p95', value: ms(percentile(sortedOurs, 95)) },
      { name: 'Readability alone per page, median', value: ms(median(readability)) },
      { name: 'Readability alone per page, p95', value: ms(percentile(sortedReadability, 95)) },
      { name: 'pipeline ÷ Readability (sums of per-page fastest runs)', value: ratio.toFixed(3), goal: '≤ 1.5', met: ratio <= 1.5 },
      { name: 'pipeline ÷ Readability, lowest–highest of single rounds', value: timing.roundSpread.map((r) => r.toFixed(3)).join('–') },
      { name: 'pipeline ÷ Readability (medians, the figure before 2026-11-24)', value: timing.ratioOfMedians.toFixed(3) },
      ...real.rows,
      { name: 'find, 10,000 lines, no match (scans every line)', value: ms(median(find)), goal: '< 2 ms', met: median(find) < 2 },
      { name: 'find, 10,000 lines, phrase, no match', value: ms(median(findPhrase)), goal: '< 2 ms', met: median(findPhrase) < 2 },
      { name: 'find, 10,000 lines, \'the of and to in zq\' (worst case)', value: ms(median(findWords)) },
      { name: 'view of 600 words in a 10,000-line document', value: ms(median(view)) },
    ],
    notes: [
      `All timings start from the HTML string and include parsing it with linkedom; each page keeps its fastest of ${timing.rounds} runs (method: pipeline-vs-readability.ts).`,
      'Readability alone runs with its defaults; the pipeline runs it with keepClasses (code languages live in classes).',
      `Lowest pages: ${worst.map((r) => `${r.name} (recall ${r.recall.toFixed(3)}, structure ${r.structure.toFixed(3)})`).join('; ')}.`,
      ...results.filter((r) => !r.titleOk).map((r) => `Title differs on ${r.name}: “${r.title}” vs expected “${r.expectedTitle}”.`),
      ...results.filter((r) => r.error).map((r) => `Crash on ${r.name}: ${r.error!.split('\n')[0]}`),
      ...real.notes,
    ],
  };
}

/**
 * The real-page corpus (tests/fixtures/real-pages): per suite, 4-word shingle precision, recall and F1
 * of the article text (article-extraction-benchmark's scoring) and word recall; time per page.
 */
async function realPageRows(): Promise<{ rows: BenchSection['rows']; notes: string[] }> {
  const pages = loadRealPages(parseHtml);
  const results: RealPageResult[] = [];
  for (const page of pages) results.push(await measureRealPage(page, parseHtml));
  const times: number[] = [];
  for (const page of pages) {
    const t0 = performance.now();
    await realPageDocument(page, parseHtml);
    times.push(performance.now() - t0);
  }
  const rows: BenchSection['rows'] = [];
  const suites = [...new Set(results.map((r) => r.suite))];
  for (const suite of [...suites, 'all']) {
    const rs = suite === 'all' ? results : results.filter((r) => r.suite === suite);
    const { precision, recall, f1 } = aggregate(rs.map((r) => r.shingles));
    const words = mean(rs.map((r) => r.words));
    const low = rs.filter((r) => r.words < 0.5).length;
    rows.push({
      name: `real pages, ${suite} (${rs.length}): shingle F1 (precision / recall)`,
      value: `${f1.toFixed(3)} (${precision.toFixed(3)} / ${recall.toFixed(3)})`,
      goal: 'F1 ≥ 0.97, recall ≥ 0.98',
      met: f1 >= 0.97 && recall >= 0.98,
    });
    rows.push({ name: `real pages, ${suite}: word recall (pages below 0.5)`, value: `${words.toFixed(4)} (${low})`, goal: '≥ 0.97, none below 0.5', met: words >= 0.97 && low === 0 });
  }
  rows.push({ name: 'real pages: pipeline per page from bytes, median / p95', value: `${ms(median(times))} / ${ms(percentile([...times].sort((a, b) => a - b), 95))}` });
  const worst = [...results].sort((a, b) => a.words - b.words).slice(0, 5);
  return { rows, notes: [`Lowest real pages (word recall): ${worst.map((r) => `${r.suite}/${r.name} ${r.words.toFixed(3)}`).join('; ')}.`] };
}
