/**
 * Blank lines written as `<br>` in a code block survive Readability (markup shaped as
 * kepano/defuddle's CodeMirror and Hexo code-block fixtures).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { keepCodeLineBreaks } from '../../../../src/core/document/reveal/code-line-breaks';

const PROSE = '<p>Here is a generator that yields the numbers of the Fibonacci sequence one after the other, so a loop can take as many as it needs without building a list in memory first:</p>';

describe('line breaks in code blocks', () => {
  it('writes each <br> as the newline it stands for', () => {
    const doc = parseHtml('<html><body><pre><span>a</span><br><br><span>b</span><br></pre></body></html>');
    keepCodeLineBreaks(Array.from(doc.querySelectorAll('pre')));
    expect(doc.querySelector('pre')!.innerHTML).toBe('<span>a</span>\n\n<span>b</span>\n');
  });

  it('keeps a blank line between two parts of the code through Readability', () => {
    const code = '<span>def fib(n):</span><br><span>    return n</span><br><br><span>print(fib(10))</span>';
    const html = `<html><head><title>Fibonacci</title></head><body><article><h1>Fibonacci</h1>${PROSE}<pre><div class="cm-content">${code}</div></pre>${PROSE}</article></body></html>`;
    const lines = htmlToDocument(parseHtml(html, 'https://code.test/fib'), 'https://code.test/fib').lines;
    const start = lines.indexOf('```');
    expect(lines.slice(start, start + 5)).toEqual(['```', 'def fib(n):', '    return n', '', 'print(fib(10))']);
  });
});
