/**
 * Notes outside the article's container, linked from markers in the text (markup shaped as a texinfo
 * manual page, kepano/defuddle's issues--280 fixture): added after the article.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const para = (n: number, extra = '') =>
  `<p>Paragraph ${n}: Widget is a symlink farm manager which takes distinct sets of software and data located in separate directories, and makes them appear installed in one tree${extra}.</p>`;
const page = (notes: string, marker = '<a class="footnote" id="DOCF1" href="#FOOT1"><sup>1</sup></a>') =>
  `<html><head><title>Introduction (Widget)</title></head><body><div class="chapter-level-extent" id="Introduction"><div class="nav-panel"><p>Next: <a href="Terminology.html">Terminology</a></p></div>
   <h2 class="chapter">1 Introduction</h2>${para(1, marker)}${para(2)}${para(3)}${para(4)}</div>${notes}
   <div class="nav-panel"><p>Next: <a href="Terminology.html">Terminology</a></p></div></body></html>`;
const text = (html: string) => htmlToDocument(parseHtml(html), 'https://manual.test/widget/Introduction.html').lines.join('\n');

describe('footnotes linked from the article', () => {
  it('are added after the article when they sit outside its container', () => {
    const notes = `<div class="footnotes-segment"><hr><h4 class="footnotes-heading">Footnotes</h4><h5 class="footnote-body-heading"><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>As of an ancient release; the example still holds.</p></div>`;
    const doc = text(page(notes));
    expect(doc).toContain('As of an ancient release; the example still holds.');
    expect(doc.indexOf('Paragraph 4')).toBeLessThan(doc.indexOf('As of an ancient release'));
  });

  it('are not fetched for links that are not markers', () => {
    const comments = `<div id="comments"><h3>Comments</h3>${[1, 2, 3, 4, 5, 6].map((n) => `<p>Comment ${n} says that this manual is long and useful, and thanks the authors for writing it all.</p>`).join('')}</div>`;
    expect(text(page(comments, '<a href="#comments">45 comments</a>'))).not.toContain('Comment 1 says');
  });
});
