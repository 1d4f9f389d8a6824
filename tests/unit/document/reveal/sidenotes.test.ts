/**
 * Sidenotes (sidenotes.ts): a note the stylesheet floats into the margin is read after its sentence,
 * not inside it. Markup as Tufte CSS, org-mode's HTML export and a blog theme that also lists its notes.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

/** The text of the body's blocks after the rewrites before Readability, one block a line. */
function blocks(html: string): string[] {
  const dom = parseHtml(`<html><body><article>${html}</article></body></html>`);
  prepareContent(dom.body);
  return Array.from(dom.querySelectorAll('article > *, li'), (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
}

describe('moveSidenotes', () => {
  it('moves an org-mode sidenote after its paragraph, its label a superscript number', () => {
    const html =
      '<p>First paragraph with a reference.<label class="footref" for="fn.1">1</label><input id="fn.1" class="footref-toggle" type="checkbox"><span class="sidenote"><sup>1</sup> The first note.</span> More text continues here.</p><p>Next.</p>';
    const dom = parseHtml(`<html><body><article>${html}</article></body></html>`);
    prepareContent(dom.body);
    expect(dom.querySelector('article')!.innerHTML).toBe('<p>First paragraph with a reference.<sup>1</sup> More text continues here.</p><p><sup>1</sup> The first note.</p><p>Next.</p>');
  });

  it('numbers Tufte CSS sidenotes as its stylesheet does, and keeps margin notes unnumbered, in order', () => {
    const sidenote = (id: string, text: string) => `<label for="${id}" class="margin-toggle sidenote-number"></label><input type="checkbox" id="${id}" class="margin-toggle"/><span class="sidenote">${text}</span>`;
    const html = `<p>A claim${sidenote('sn-a', 'Note A.')} and another${sidenote('sn-b', 'Note B.')} end here.<label for="mn-c" class="margin-toggle">&#8853;</label><input type="checkbox" id="mn-c" class="margin-toggle"/><span class="marginnote">A margin note.</span></p><p>Then${sidenote('sn-d', 'Note D.')}.</p>`;
    expect(blocks(html)).toEqual(['A claim1 and another2 end here.', '1 Note A.', '2 Note B.', 'A margin note.', 'Then3.', '3 Note D.']);
  });

  it('leaves out a sidenote the page also lists with its notes, where its marker links', () => {
    const html =
      '<p>Another note about influence<sup><a id="ref-2" href="#fn-2">2</a></sup><span class="sidenote"><span class="sidenote-number">2. </span>That’s to say, contagious from inwards</span> on the broader industry.</p><div class="footnotes"><div><sup id="fn-2"><a href="#ref-2">2</a></sup><div><p>That’s to say, contagious from inwards</p></div></div></div>';
    expect(blocks(html)[0]).toBe('Another note about influence2 on the broader industry.');
    expect(blocks(html).join(' ').match(/contagious/g)).toHaveLength(1);
  });

  it('keeps a list item’s note inside the item', () => {
    const dom = parseHtml('<html><body><ul><li>An item<span class="sidenote">its note</span> goes on.</li><li>Next</li></ul></body></html>');
    prepareContent(dom.body);
    expect(dom.body.innerHTML).toBe('<ul><li>An item goes on.<p>its note</p></li><li>Next</li></ul>');
  });

  it('leaves a sidenote that is a block of its own where it is', () => {
    const html = '<p>A paragraph.</p><div class="sidenote">A note between paragraphs.</div><p>Another.</p>';
    expect(blocks(html)).toEqual(['A paragraph.', 'A note between paragraphs.', 'Another.']);
  });

  it('reads the sentence whole in the document', () => {
    const prose = 'Sidenotes sit in the margin of a long essay, beside the sentence they annotate, so the eye need not leave the page. '.repeat(3);
    const html = `<html><head><title>Essay</title></head><body><article><h1>Essay</h1><p>${prose}</p><p>The point is made here<label for="sn-1" class="margin-toggle sidenote-number"></label><input type="checkbox" id="sn-1" class="margin-toggle"/><span class="sidenote">Made, and qualified in the margin.</span> and the sentence goes on to its end.</p><p>${prose}</p></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://essay.test/a'), 'https://essay.test/a').lines.join('\n');
    expect(text).toContain('The point is made here^1 and the sentence goes on to its end.');
    expect(text).toContain('^1 Made, and qualified in the margin.');
  });
});
