import { describe, expect, it } from 'vitest';
import { checkSentence } from '../../../src/core/citation-check/check';
import { checkCitations } from '../../../src/core/citation-check/check-citations';
import { evidenceOf } from '../../../src/core/citation-check/evidence';
import { sentenceBefore } from '../../../src/core/citation-check/sentence';

const missing = (sentence: string, lines: string[]) => checkSentence(sentence, evidenceOf(lines)).missing;

describe('checkSentence: numbers', () => {
  const lines = ['The bridge is 7.3 metres wide and 1,200 m long.', 'Turnout was 34.6% in the 2021 vote; 3 million people voted.'];

  it('finds numbers written the same or in another common spelling', () => {
    expect(missing('The bridge is 1200 m long', lines)).toEqual([]);
    expect(missing('Turnout was 34.6 percent', lines)).toEqual([]);
    expect(missing('Turnout was 34.6 per cent', lines)).toEqual([]);
    expect(missing('about 3,000,000 people voted', lines)).toEqual([]);
    expect(missing('the width is 7.3m', lines)).toEqual([]);
  });

  it('reports a number the lines do not give, with its unit as written', () => {
    expect(missing('The bridge is 7.4 metres wide', lines)).toEqual(['7.4 metres']);
    expect(missing('It is 1,300 m long and 7.3 metres wide', lines)).toEqual(['1,300 m']);
    expect(missing('Turnout was 36.4%', lines)).toEqual(['36.4%']);
  });

  it('accepts a number rounded to the precision the answer uses, not more', () => {
    expect(missing('Turnout was about 35%', lines)).toEqual([]);
    expect(missing('Turnout was 34.5%', lines)).toEqual(['34.5%']);
  });

  it('refuses the same number with a different unit, and accepts it where the lines give no unit', () => {
    expect(missing('The bridge is 7.3 feet wide', lines)).toEqual(['7.3 feet']);
    expect(missing('It took 12 years', ['| Duration | 12 |'])).toEqual([]);
    expect(missing('It took 12 years', ['It took 12 months.'])).toEqual(['12 years']);
  });

  it('reads spelled-out numbers in the lines and ignores link ids', () => {
    expect(missing('It has 3 bridges', ['It has three bridges.'])).toEqual([]);
    expect(missing('It has 12 bridges', ['It has 【12†bridges†example.org】.'])).toEqual(['12 bridges']);
  });

  it('ignores list numbering, link targets and citation-like markers in the sentence', () => {
    expect(missing('2. The [report](https://example.org/2019/77) says so 【9†L4】', ['The report says so.'])).toEqual([]);
  });
});

describe('checkSentence: dates and quotes', () => {
  it('matches dates across spellings and reports the wrong one', () => {
    const lines = ['The treaty was signed on 2021-03-05 in Paris.'];
    expect(missing('It was signed on March 5, 2021', lines)).toEqual([]);
    expect(missing('It was signed on 5 March 2021', lines)).toEqual([]);
    expect(missing('It was signed in March 2021', lines)).toEqual([]);
    expect(missing('It was signed on 6 March 2021', lines)).toEqual(['6 March 2021']);
    expect(missing('It was signed on March 5, 2021', ['Signed on March 5.', 'That was in 2021.'])).toEqual([]);
  });

  it('finds quoted phrases across wrapped lines and case, piece by piece around an ellipsis', () => {
    const lines = ['She called it “a triumph of', 'engineering over common sense”.'];
    expect(missing('She called it "a triumph of engineering"', lines)).toEqual([]);
    expect(missing('She said “A triumph … over common sense”', lines)).toEqual([]);
    expect(missing('She called it “a triumph of design”', lines)).toEqual(['“a triumph of design”']);
  });

  it('has nothing to check in a sentence without numbers, dates or quotes', () => {
    expect(checkSentence('The sky is blue', evidenceOf(['Grass is green.']))).toEqual({ claims: [], missing: [] });
  });
});

describe('sentenceBefore and checkCitations', () => {
  it('takes the sentence a marker closes, even after its full stop, and not the one before', () => {
    const a = 'It opened in 1890. The span is 521 m. 【1†L2】';
    expect(sentenceBefore(a, 0, a.indexOf('【'))).toBe('The span is 521 m');
    const b = 'Prices rose 3.5% in 2022【1†L2】 and 4.1% in 2023【1†L3】.';
    expect(sentenceBefore(b, b.indexOf('】') + 1, b.lastIndexOf('【'))).toBe(' and 4.1% in 2023');
  });

  it('checks each citation against its own window, and side-by-side markers together', () => {
    const doc = ['Intro.', 'Prices rose 3.5% in 2022.', 'x', 'x', 'x', 'x', 'x', 'x', 'x', 'Prices rose 4.1% in 2023.'];
    const answer = 'Prices rose 3.5% in 2022【1†L2】 and 4.1% in 2023【1†L2】. Both years saw rises of 3.5% and 4.1%【1†L2】【1†L10】.';
    const cited = [...answer.matchAll(/【1†L(\d+)】/g)].map((m) => ({ marker: m[0], index: m.index, startLine: Number(m[1]), endLine: Number(m[1]), docLines: doc }));
    const checks = checkCitations(answer, cited);
    expect(checks.map((c) => c.missing)).toEqual([[], ['4.1%', '2023'], [], []]);
  });

  it('accepts a line a few lines away from the cited range, and not one far away', () => {
    const doc = ['a', 'b', 'c', 'The tower is 330 m tall.', 'e', 'f', 'g', 'h'];
    const cite = (line: number) => checkCitations('It is 330 m tall【0†L1】', [{ marker: '【0†L1】', index: 16, startLine: line, endLine: line, docLines: doc }])[0]!.missing;
    expect(cite(1)).toEqual([]);
    expect(cite(8)).toEqual(['330 m']);
  });
});
