/**
 * Notes outside the article's container, headed "Footnotes", whose markers in the text are bare
 * numbers that link nowhere (markup shaped as kepano/defuddle's footnotes--labeled-section-ol
 * fixture): added after the article when every marker has its note there.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { appendLabeledFootnotes } from '../../../../src/core/document/notes/labeled-footnotes';

const ARTICLE = `<div id="article"><p>We laid out our position in an earlier essay<sup>1</sup>, and have held it consistently since then.</p>
  <p>The first concern is that capable systems are hard to monitor once they are released<sup>2</sup>.</p></div>`;
const notesList = (items: number) =>
  `<div class="notes"><h4>Footnotes</h4><ol>${['See Sections 2 and 3 of that essay.', 'See the report for supporting analysis.'].slice(0, items).map((n) => `<li>${n}</li>`).join('')}</ol></div>`;

function after(notes: string, article = ARTICLE): string {
  const page = parseHtml(`<html><body><main>${article}</main><div class="wrapper">${notes}</div></body></html>`, 'https://example.test/post');
  const root = page.querySelector('#article')!;
  root.remove();
  appendLabeledFootnotes(root, page);
  return (root.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('footnotes headed as notes, with bare markers', () => {
  it('are added after the article from a numbered list', () => {
    const text = after(notesList(2));
    expect(text).toContain('See Sections 2 and 3 of that essay.');
    expect(text.indexOf('released')).toBeLessThan(text.indexOf('See the report'));
  });

  it('are added from paragraphs that open with the same number', () => {
    const notes = `<div><h4>Notes</h4><p><sup>1</sup> See Sections 2 and 3 of that essay.</p><p><sup>2</sup> See the report for supporting analysis.</p></div>`;
    expect(after(notes)).toContain('See the report for supporting analysis.');
  });

  it('are not added when a marker has no note there', () => {
    expect(after(notesList(1))).not.toContain('See Sections 2 and 3');
  });

  it('are not added for markers that are links (linked-footnotes follows those)', () => {
    const linked = ARTICLE.replace('<sup>1</sup>', '<a href="#n1"><sup>1</sup></a>').replace('<sup>2</sup>', '<a href="#n2"><sup>2</sup></a>');
    expect(after(notesList(2), linked)).not.toContain('See Sections 2 and 3');
  });

  it('are not added from a block under another heading', () => {
    expect(after(notesList(2).replace('Footnotes', 'Comments'))).not.toContain('See Sections 2 and 3');
  });
});

describe('a short article with longer notes headed as notes', () => {
  const page = `<html><head><title>Product Update</title></head><body><article><h1>Product Update</h1>
    <p>This release includes several improvements to image processing.</p>
    <ul><li><em>Higher resolution</em>. Images are now processed at up to 4096 pixels.<sup>1</sup></li>
    <li><em>Better accuracy</em>. Internal testing showed improvements in accuracy.<sup>2</sup></li></ul>
    <p>Users can start using these features immediately.</p></article>
    <div class="page-wrapper"><div class="post-notes"><h4>Footnotes</h4>
    <p><sup>1</sup> This is a configuration change rather than an API parameter, so images will be processed at higher fidelity automatically, with no change to any request.</p>
    <p><sup>2</sup> Based on internal evaluations using standardized test harnesses, run over several weeks, with results checked by a second team, before and after the change.</p></div></div></body></html>`;

  it('reads as the article, its notes after it (Readability alone picks the notes)', () => {
    const doc = htmlToDocument(parseHtml(page, 'https://example.test/update'), 'https://example.test/update').lines.join('\n');
    expect(doc).toContain('This release includes several improvements');
    expect(doc).toContain('Users can start using these features immediately.');
    expect(doc.indexOf('immediately.')).toBeLessThan(doc.indexOf('Based on internal evaluations'));
  });
});
