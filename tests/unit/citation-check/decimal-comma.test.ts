import { describe, expect, it } from 'vitest';
import { checkSentence } from '../../../src/core/citation-check/check';
import { checkCitations } from '../../../src/core/citation-check/check-citations';
import { evidenceOf } from '../../../src/core/citation-check/evidence';
import { decimalMarkOf, numbersIn } from '../../../src/core/citation-check/numbers';

const missingDe = (sentence: string, lines: string[]) => checkSentence(sentence, evidenceOf(lines), ',').missing;

describe('the decimal comma (German and the other languages that write one)', () => {
  it('knows which languages write one', () => {
    expect(decimalMarkOf('de')).toBe(',');
    expect(decimalMarkOf('fr')).toBe(',');
    expect(decimalMarkOf('en')).toBe('.');
    expect(decimalMarkOf(undefined)).toBe('.');
  });

  it('reads "7,4 Minuten" as 7.4, and German thousands dots as thousands', () => {
    expect(numbersIn('Es dauert 7,4 Minuten', ',').map((n) => n.value)).toEqual([7.4]);
    expect(numbersIn('Die Brücke ist 1.200 m lang', ',').map((n) => n.value)).toEqual([1200]);
    // In English the same text stays as it was read before.
    expect(numbersIn('It is 1,200 m long', '.').map((n) => n.value)).toEqual([1200]);
  });

  it('matches "7,4 Minuten" against 7.4 and 7,4 in the cited lines, and still reports a wrong figure', () => {
    expect(missingDe('Das Laden dauert 7,4 Minuten', ['Charging takes 7.4 minutes to 80 percent.'])).toEqual([]);
    expect(missingDe('Das Laden dauert 7,4 Minuten', ['Das Laden dauert 7,4 Minuten bis 80 Prozent.'])).toEqual([]);
    expect(missingDe('Das Laden dauert 7,9 Minuten', ['Charging takes 7.4 minutes.'])).toEqual(['7,9 Minuten']);
  });

  it('needs the reader’s decimal mark: read as English, "7,9 Minuten" is a 7 that 7.4 rounds to', () => {
    const answer = 'Das Laden dauert 7,9 Minuten【0†L1】.';
    const cited = [{ marker: '【0†L1】', index: answer.indexOf('【'), startLine: 1, endLine: 1, docLines: ['Charging takes 7.4 minutes.'] }];
    expect(checkCitations(answer, cited, 0, ',')[0]!.missing).toEqual(['7,9 Minuten']);
    expect(checkCitations(answer, cited, 0, '.')[0]!.missing).toEqual([]);
  });

  it('does not read an English thousands comma in the lines as decimals', () => {
    expect(missingDe('Die Brücke ist 1,2 m breit', ['The bridge is 1,200 m long.'])).toEqual(['1,2 m']);
  });
});
