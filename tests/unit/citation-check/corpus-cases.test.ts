/**
 * The citation check on the set the bench measures (tests/bench/citation-cases.ts), over part of the
 * corpus: the goals the bench prints are guarded here so a change that breaks them fails the tests.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { checkCitations } from '../../../src/core/citation-check/check-citations';
import { citationCases, type CitationCase } from '../../bench/citation-cases';
import { loadCorpus, pipeline } from '../../bench/corpus-quality';

function flagged(c: CitationCase): boolean {
  const [check] = checkCitations(c.answer, [{ marker: c.marker, index: c.answer.indexOf(c.marker), startLine: c.startLine, endLine: c.endLine, docLines: c.docLines }]);
  return check!.missing.length > 0;
}

describe('citation check on claims built from real pages', () => {
  const docs = loadCorpus(process.env.SIDELIGHT_CORPUS_DIR)
    .filter((_, i) => i % 3 === 0)
    .map((p) => ({ name: p.name, doc: pipeline(p, parseHtml) }));
  const cases = citationCases(docs);
  const correct = cases.filter((c) => c.kind === 'correct');
  const unsupported = cases.filter((c) => c.kind !== 'correct');

  it('has cases of every kind', () => {
    for (const kind of ['correct', 'perturbed-number', 'swapped-quote', 'wrong-range']) expect(cases.filter((c) => c.kind === kind).length).toBeGreaterThan(30);
  });

  it('catches at least 95 % of unsupported citations', () => {
    expect(unsupported.filter(flagged).length / unsupported.length).toBeGreaterThanOrEqual(0.95);
  });

  it('flags at most 5 % of correct citations', () => {
    expect(correct.filter(flagged).length / correct.length).toBeLessThanOrEqual(0.05);
  });
});
