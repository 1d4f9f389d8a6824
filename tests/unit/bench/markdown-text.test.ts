/**
 * How the real-page bench reads a Defuddle expected.md as a reader's text: what is markup goes,
 * what a reader sees stays.
 */
import { describe, expect, it } from 'vitest';
import { documentText, markdownText, oneCalloutSpelling, oneTexSpelling, recallOf, shingleScore } from '../../bench/real-pages-quality';

describe('markdownText', () => {
  it('reads a link as its text even when its destination holds escaped parentheses and a title', () => {
    const md = 'It supports [plugins](https://wikipedia/wiki/Plug-in_\\(computing\\) "Plug-in (computing)") and themes.';
    expect(markdownText(md)).toBe('It supports plugins and themes.');
  });

  it('reads a link whose destination holds balanced parentheses as its text', () => {
    expect(markdownText('See [Vox](https://example.org/wiki/Vox_(website)) today.')).toBe('See Vox today.');
  });

  it('drops an image, also inside a link, with a destination holding parentheses', () => {
    expect(markdownText('A [![logo](https://x.example/a_(1).png "Logo (big)")](https://x.example/) b')).toBe('A  b');
  });

  it('drops a footnote definition’s label, a list number, and keeps its text and the in-text mark', () => {
    const md = 'Held valid.[^1]\n\n[^1]: As of an ancient release.\n[^note-2]: [Source](https://example.org/s)';
    expect(markdownText(md)).toBe('Held valid.[^1]\n\nAs of an ancient release.\nSource');
  });

  it('drops an ordered list’s numbers, as documentText drops ours, and keeps an escaped number that is text', () => {
    const md = '1. [First story](https://a.example/) (a.example)\n\t384 points\n2) Second\n\n1\\. Not a list';
    expect(markdownText(md)).toBe('First story (a.example)\n\t384 points\nSecond\n\n1. Not a list');
    expect(documentText(['1. 【0†First story†a.example】 (a.example)', '\t384 points', '2) Second', '', '1\\. Not a list'])).toBe(
      'First story (a.example)\n\t384 points\nSecond\n\n1\\. Not a list',
    );
  });

  it('reads backslash escapes as the characters they escape', () => {
    expect(markdownText('user\\_alpha wrote 1\\. first')).toBe('user_alpha wrote 1. first');
  });

  it('reads an escaped angle bracket as text, not as the start of a tag to drop', () => {
    expect(markdownText('[Monte\\<video>: A Real Place](https://a.example/m) <video>clip</video>')).toBe('Monte<video>: A Real Place  clip ');
  });

  it('drops the metadata block and code fence lines with their language', () => {
    expect(markdownText('```json\n{"title": "T"}\n```\nText\n```python\nx = 1\n```')).toBe('Text\n\nx = 1\n');
  });
});

describe('markdownText code', () => {
  it('keeps angle brackets, backslashes and brackets in code blocks and code spans as written', () => {
    const md = 'Defined in header `<cstddef>` and `a\\_b`.\n\n```cpp\n#include <iostream>\nstd::vector<int> v; // [x](y)\n```\n<span>hi</span>';
    expect(markdownText(md)).toBe('Defined in header `<cstddef>` and `a\\_b`.\n\n\n#include <iostream>\nstd::vector<int> v; // [x](y)\n\n hi ');
  });
});

describe('markdownText autolinks', () => {
  it('reads an autolink as its address and still drops raw HTML tags', () => {
    expect(markdownText('From: Example <hello@example.com> at <https://example.com/a> <span class="x">hi</span>')).toBe('From: Example hello@example.com at https://example.com/a  hi ');
  });
});

describe('documentText note labels', () => {
  it('drops the label a note opens with, as markdownText drops `[^1]: `, and keeps the mark in the sentence', () => {
    const ours = documentText(['The first observation is notable.^1', '', '^1 First note with supporting detail.', '1. ^2 A note in a list.']);
    const expected = markdownText('The first observation is notable.[^1]\n\n[^1]: First note with supporting detail.\n[^2]: A note in a list.');
    expect(ours).toBe('The first observation is notable.^1\n\nFirst note with supporting detail.\nA note in a list.');
    expect(ours.replace('^1', '[^1]')).toBe(expected);
  });
});

describe('documentText emphasis', () => {
  it('drops emphasis marks next to brackets, quotes and dashes as next to spaces, and keeps snake_case and TeX', () => {
    expect(documentText(['the points (_x_, ½) for “_Xanadocs_” and _n_-by-_n_ (_n_−1)-dimensional'])).toBe('the points (x, ½) for “Xanadocs” and n-by-n (n−1)-dimensional');
    expect(documentText(['a snake_case name, x__y and $a_{k} + x_k$'])).toBe('a snake_case name, x__y and $a_{k} + x_k$');
  });
});

describe('oneTexSpelling', () => {
  it('scores one formula spelled two ways TeX allows as the same text, and a different formula as different', () => {
    const ours = 'Then $\\left( \\sum_{k=1}^n a_{k} b_k \\right)^{2} \\leq \\bigl[ x \\bigr]$ holds for every sequence.';
    const theirs = 'Then $( \\sum_{k=1}^n a_k b_k )^2 \\leq [ x ]$ holds for every sequence.';
    expect(oneTexSpelling(ours)).toBe(oneTexSpelling(theirs));
    expect(recallOf(shingleScore(theirs, ours))).toBe(1);
    expect(recallOf(shingleScore(theirs, ours.replace('a_{k}', 'a_{j}')))).toBeLessThan(1);
    // A group of two symbols keeps its braces (a_{ij} is not a_ij), and \leftarrow is not \left.
    expect(oneTexSpelling('a_{ij} x_{\\alpha} \\leftarrow b')).toBe('a_{ij} x_\\alpha \\leftarrow b');
  });
});

describe('shingleScore in Chinese and Japanese', () => {
  it('scores the same characters alike whatever spaces stand between them, and a changed character as a miss', () => {
    const page = '如果你熟悉 TypeScript 或 CSS，你可以开发自己的第三方插件和主题。';
    const defuddle = '如果你熟悉 TypeScript 或 CSS，你可以开发自己的 第三方插件 和 主题 。';
    expect(recallOf(shingleScore(defuddle, page))).toBe(1);
    expect(recallOf(shingleScore(defuddle, page.replace('第三方', '第二方')))).toBeLessThan(0.85);
    // Words in spaced scripts are still whole tokens: "TypeScript" is one token, not ten.
    expect(shingleScore('a TypeScript b c', 'a TypeScript b c').tp).toBe(1);
  });
});

describe('oneCalloutSpelling', () => {
  it('reads a callout titled with its own kind as the untitled callout Obsidian heads with its kind, and keeps other titles', () => {
    const defuddle = '> [!warning] Warning\n> This is a warning without a title.\n\n> [!danger] Danger\n> Something went wrong.';
    const ours = '> [!warning]\n>\n> This is a warning without a title.\n\n> [!danger] Danger\n>\n> Something went wrong.';
    expect(recallOf(shingleScore(markdownText(defuddle), documentText(ours.split('\n'))))).toBe(1);
    expect(oneCalloutSpelling('> [!tip]- Tip\n> [!info] Note\n> [!note] A note on notes')).toBe('> [!tip]-\n> [!info] Note\n> [!note] A note on notes');
  });
});
