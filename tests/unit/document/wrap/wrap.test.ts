import { describe, expect, it } from 'vitest';
import { wrapMarkdown } from '../../../../src/core/document/wrap/wrap';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('wrapMarkdown', () => {
  it('wraps long prose at the column', () => {
    const lines = wrapMarkdown(words(100), 60);
    expect(lines.length).toBeGreaterThan(5);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(60);
    expect(lines.join(' ')).toBe(words(100));
  });
  it('never splits a quoted link, even one with spaces that crosses the column', () => {
    const link = '【12†a link whose text has many words in it†example.org】';
    const md = `${words(8)} ${link}, ${words(8)} ${link}`;
    for (let col = 30; col < 120; col += 7) {
      const lines = wrapMarkdown(md, col);
      const joined = lines.join('\n');
      expect(joined.split(link).length - 1).toBe(2);
      for (const l of lines) expect((l.match(/【/g) ?? []).length).toBe((l.match(/】/g) ?? []).length);
    }
  });
  it('keeps code blocks and table rows unwrapped', () => {
    const code = '```ts\nconst x =    ' + 'a'.repeat(150) + ';\n```';
    const row = '| ' + words(40) + ' |';
    const lines = wrapMarkdown(`${code}\n\n${row}`, 50);
    expect(lines).toEqual(['```ts', 'const x =    ' + 'a'.repeat(150) + ';', '```', '', row]);
  });

  it('keeps a code block nested in a list item indented, its opening fence included', () => {
    expect(wrapMarkdown('* item\n  ```\n  let x = 1;\n  ```')).toEqual(['* item', '  ```', '  let x = 1;', '  ```']);
  });

  it('cuts pathological lines so one line cannot swallow a view', () => {
    const lines = wrapMarkdown('x'.repeat(2500));
    expect(lines.map((l) => l.length)).toEqual([1000, 1000, 500]);
  });
  it('indents list continuations and repeats blockquote markers', () => {
    const lines = wrapMarkdown(`*   ${words(30)}\n> ${words(30)}`, 50);
    const li = lines.filter((l) => !l.startsWith('>'));
    expect(li[0]!.startsWith('* word0')).toBe(true);
    for (const l of li.slice(1)) expect(l.startsWith('  word')).toBe(true);
    for (const l of lines.filter((l) => l.startsWith('>'))) expect(l.startsWith('> word')).toBe(true);
  });
  it('normalises whitespace: odd spaces, runs, blank lines, trailing spaces', () => {
    const md = '\n\nA\u00a0 b\tc  \n\n\n\n\u200bD  \n\n';
    expect(wrapMarkdown(md)).toEqual(['A b c', '', 'D']);
  });
  it('keeps zero-width joiners that spell a word (Persian, emoji sequences), drops stray ones', () => {
    // Persian writes "the extension" with a zero-width non-joiner: without it the word changes.
    expect(wrapMarkdown('\u0627\u0641\u0632\u0648\u0646\u0647\u200c\u06cc \ud83d\udc68\u200d\ud83d\udc69 sh\u200cy \u200cx')).toEqual([
      '\u0627\u0641\u0632\u0648\u0646\u0647\u200c\u06cc \ud83d\udc68\u200d\ud83d\udc69 shy x',
    ]);
  });
});

describe('wrapMarkdown with Chinese and Japanese', () => {
  it('breaks long runs between characters, keeping punctuation and quoted links whole', () => {
    const text = '这是一个很长的句子，没有空格。'.repeat(20) + '【3†链接文字†example.cn】' + '日本語の文章です。'.repeat(10);
    const lines = wrapMarkdown(text, 40);
    expect(lines.length).toBeGreaterThan(8);
    for (const l of lines) {
      expect(l.length).toBeLessThanOrEqual(40);
      expect(l).not.toMatch(/^[，。]/);
    }
    expect(lines.join('')).toBe(text);
    expect(lines.some((l) => l.includes('【3†链接文字†example.cn】'))).toBe(true);
  });
});
