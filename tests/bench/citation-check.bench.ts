/**
 * Citation check: how many unsupported citations it catches and how many correct ones it flags, on a
 * set generated from the corpus pages (tests/bench/citation-cases.ts), and what one check costs.
 * `npx tsx tests/bench/run.ts citation` (also part of `npm run bench`).
 */
import { parseHtml } from '../../scripts/page2md-dom';
import { checkCitations } from '../../src/core/citation-check/check-citations';
import type { BenchSection } from './bench-types';
import { citationCases, type CaseKind, type CitationCase } from './citation-cases';
import { loadCorpus, pipeline } from './corpus-quality';
import { median, ms, sample } from './timing';

function flagged(c: CitationCase): boolean {
  const [check] = checkCitations(c.answer, [{ marker: c.marker, index: c.answer.indexOf(c.marker), startLine: c.startLine, endLine: c.endLine, docLines: c.docLines }]);
  return check!.missing.length > 0;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export default async function citationCheckBench(): Promise<BenchSection> {
  // SIDELIGHT_CORPUS_DIR: run from a checkout that does not sit next to shared/ (a git worktree elsewhere).
  const docs = loadCorpus(process.env.SIDELIGHT_CORPUS_DIR).map((p) => ({ name: p.name, doc: pipeline(p, parseHtml) }));
  const cases = citationCases(docs);
  const by = (kind: CaseKind) => cases.filter((c) => c.kind === kind);
  const rate = (list: CitationCase[]) => list.filter(flagged).length / Math.max(1, list.length);
  const unsupported = cases.filter((c) => c.kind !== 'correct');
  const caught = rate(unsupported);
  const falseFlags = rate(by('correct'));
  const times = await sample(() => cases.forEach(flagged), 5, 500);
  const perCitation = median(times) / cases.length;
  return {
    title: `Citation check (${cases.length} citations from ${docs.length} corpus pages)`,
    rows: [
      { name: `unsupported citations caught (${unsupported.length})`, value: pct(caught), goal: '≥ 95 %', met: caught >= 0.95 },
      { name: `  perturbed numbers (${by('perturbed-number').length})`, value: pct(rate(by('perturbed-number'))) },
      { name: `  swapped quotes (${by('swapped-quote').length})`, value: pct(rate(by('swapped-quote'))) },
      { name: `  wrong line ranges (${by('wrong-range').length})`, value: pct(rate(by('wrong-range'))) },
      { name: `correct citations flagged (${by('correct').length})`, value: pct(falseFlags), goal: '≤ 5 %', met: falseFlags <= 0.05 },
      { name: 'time per citation (median of whole passes)', value: ms(perCitation), goal: '< 1 ms', met: perCitation < 1 },
    ],
  };
}
