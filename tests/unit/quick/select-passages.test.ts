import { describe, expect, it } from 'vitest';
import { bm25Scores } from '../../../src/core/quick/lexical-rank';
import { lexicalTerms } from '../../../src/core/quick/lexical-terms';
import { passageWindows } from '../../../src/core/quick/passage-windows';
import { selectPassages } from '../../../src/core/quick/select-passages';
import { page } from '../browser/fixtures';

const filler = (n: number, topic: string) => Array.from({ length: n }, (_, i) => `Line ${i + 1} says something about ${topic} that nobody asked.`);

describe('lexicalTerms', () => {
  it('folds case, width and plurals, and leaves out function words', () => {
    expect(lexicalTerms('Who are the Prime Ministers of the UK?')).toEqual(['prime', 'minister', 'uk']);
    expect(lexicalTerms('Wer ist der Premierminister?')).toEqual(['premierminister']);
    expect(lexicalTerms('ＧＰＴ ｃｌａｓｓ')).toEqual(['gpt', 'class']);
    expect(lexicalTerms('Germany’s x86 Windows 7 s')).toEqual(['germany', 'x86', 'window', '7']);
  });

  it('splits Chinese and Japanese written without spaces into character pairs, keeping Latin words whole', () => {
    expect(lexicalTerms('英国首相')).toEqual(['英国', '国首', '首相']);
    expect(lexicalTerms('gpt首相は')).toEqual(['gpt', '首相', '相は']);
    expect(lexicalTerms('日')).toEqual(['日']);
  });
});

describe('bm25Scores', () => {
  it('ranks a passage that answers above one stuffed with one of the question’s words', () => {
    const q = lexicalTerms('When did Keir Starmer become Prime Minister?');
    const stuffed = lexicalTerms('Prime minister prime minister PRIME MINISTER prime minister: the best prime minister quotes, prime minister mugs and prime minister posters.');
    const answer = lexicalTerms('Sir Keir Starmer became Prime Minister on 5 July 2024 after Labour won the general election.');
    const other = lexicalTerms('The weather in London is mild in July.');
    const [s, a, o] = bm25Scores(q, [stuffed, answer, other].map((terms) => ({ terms, length: terms.length })));
    expect(a!).toBeGreaterThan(s!);
    expect(o).toBe(0);
  });

  it('scores nothing for an empty question', () => {
    expect(bm25Scores([], [{ terms: ['a'], length: 1 }])).toEqual([0]);
  });
});

describe('passageWindows', () => {
  it('cuts whole lines by words (a heading goes with what follows), starts a window at a heading, and skips blank lines at the edges', () => {
    const lines = ['# Title', '', 'one two three', 'four five', '', '## Next', 'six seven eight nine', ''];
    expect(passageWindows(lines, 5)).toEqual([
      { first: 1, last: 3, words: 5 },
      { first: 4, last: 4, words: 2 },
      { first: 6, last: 6, words: 2 },
      { first: 7, last: 7, words: 4 },
    ]);
  });

  it('keeps a line longer than the budget as a window of its own', () => {
    expect(passageWindows(['a b c d e f g h', 'i'], 3)).toEqual([
      { first: 1, last: 1, words: 8 },
      { first: 2, last: 2, words: 1 },
    ]);
  });
});

describe('selectPassages', () => {
  it('finds the answering lines with their exact numbers among thousands, best first', () => {
    const lines = [...filler(1234, 'gardens'), 'Sir Keir Starmer became Prime Minister on 5 July 2024.', ...filler(700, 'roads')];
    const other = [...filler(500, 'law'), 'Prime minister prime minister prime minister prime minister.', ...filler(20, 'law')];
    const ranked = selectPassages('When did Keir Starmer become Prime Minister?', [
      { cursor: 1, doc: page('https://a.example/', 'A', other) },
      { cursor: 2, doc: page('https://b.example/', 'B', lines) },
    ]);
    const best = ranked[0]!;
    expect(best.cursor).toBe(2);
    expect(best.first).toBeLessThanOrEqual(1235);
    expect(best.last).toBeGreaterThanOrEqual(1235);
    expect(lines[1235 - 1]).toContain('Keir Starmer became');
    expect(best.last - best.first).toBeLessThan(10);
  });

  it('finds a Chinese answer without spaces', () => {
    const zh = page('https://zh.example/', '英国', ['英国是一个国家。', '伦敦的天气很好。', '基尔·斯塔默于2024年7月5日成为英国首相。', '泰晤士河流经伦敦。']);
    const ranked = selectPassages('谁是英国首相？', [{ cursor: 1, doc: zh }], 8);
    expect(ranked[0]).toMatchObject({ cursor: 1, first: 3, last: 3 });
  });

  it('spreads the top passages over the pages, and keeps each page’s lead when nothing matches', () => {
    const a = page('https://a.example/', 'A', Array.from({ length: 10 }, () => 'Starmer Starmer minister.'));
    const b = page('https://b.example/', 'B', ['Starmer minister.', 'nothing']);
    const c = page('https://c.example/', 'C', ['Unrelated text about boats.']);
    const ranked = selectPassages('Starmer minister', [
      { cursor: 1, doc: a },
      { cursor: 2, doc: b },
      { cursor: 3, doc: c },
    ], 3);
    expect(ranked.slice(0, 3).map((p) => p.cursor)).toContain(2);
    expect(ranked.at(-1)).toMatchObject({ cursor: 3, first: 1, score: 0 });
  });
});
