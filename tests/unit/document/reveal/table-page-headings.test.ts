import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const rows = ['Save current file', 'Offer to write the file under another name', 'Insert a file into the current one', 'Close the buffer and exit from the editor', 'Cut the current line into the cutbuffer', 'Copy the current line into the cutbuffer', 'Paste the contents of the cutbuffer', 'Move to the start of the line', 'Move to the end of the line'];
const table = `<table align="center"><tr><td><b>File handling</b><table>${rows.map((r, i) => `<tr><td>Ctrl+${'SORXKUAEP'[i]}</td><td>${r}</td></tr>`).join('')}</table></td></tr></table>`;

function lines(body: string, title = 'Overview of shortcuts'): string[] {
  const html = `<html><head><title>${title}</title></head><body>${body}</body></html>`;
  return htmlToDocument(parseHtml(html, 'https://old.test/cheatsheet.html'), 'https://old.test/cheatsheet.html').lines.filter((l) => l.trim() !== '');
}

describe('restoreTablePageHeadings', () => {
  it('puts back the headings above a page laid out in a table, in order, before its first text', () => {
    const out = lines(`<h1 align="center">Overview of the editor's shortcuts</h1><h3 align="center">The keystrokes and their functions</h3>${table}`);
    expect(out.slice(0, 3)).toEqual(["## Overview of the editor's shortcuts", '### The keystrokes and their functions', '**File handling**']);
  });

  it('keeps a heading\'s link (a byline above the table), and leaves out the heading that repeats the title', () => {
    const prose = '<p>This article provides an overview of cellular biology with a focus on practical applications in modern research, for researchers and students alike, from the structure of the cell to its signalling.</p>'.repeat(3);
    const out = lines(`<h1>Understanding cellular biology</h1><h3><a href="/about.htm">Dr. A. Researcher</a>, March 2015</h3><div id="bodyContent"><table width="100%"><tr><td>${prose}</td></tr></table></div>`, 'Understanding cellular biology');
    expect(out[0]).toMatch(/^### 【0†Dr\. A\. Researcher】, March 2015$/);
    expect(out.join('\n')).not.toContain('# Understanding cellular biology');
  });

  it('leaves out headings above blocks that are no tables, and headings not right before the table', () => {
    const prose = '<p>Tempor incididunt ut labore et dolore magna aliqua, ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat, duis aute irure dolor.</p>'.repeat(3);
    // Readability's own test pages drop these headings: its expected output is the guard here.
    expect(lines(`<article><h1>Lorem</h1><div>${prose}</div><h2>Foo</h2><div>${prose}${prose}</div></article>`, 'Basic tag cleaning test').join('\n')).not.toMatch(/Lorem\n|Foo/);
    expect(lines(`<h2>Site menu</h2><p><a href="/">Home</a> <a href="/about">About</a></p>${table}`).join('\n')).not.toContain('Site menu');
  });
});
