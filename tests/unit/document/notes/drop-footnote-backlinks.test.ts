import { describe, expect, it } from 'vitest';
import { articleAfterRule } from '../../../support/rule-text';
import { dropFootnoteBacklinks } from '../../../../src/core/document/notes/drop-footnote-backlinks';

const PAGE = 'https://en.wikipedia.test/wiki/Obsidian';

function run(html: string): Element {
  return articleAfterRule(html, PAGE, (article) => dropFootnoteBacklinks(article, [PAGE]));
}
const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

// As MediaWiki writes references (defuddle's general--wikipedia fixture), links made absolute as Readability leaves them.
const wikipedia = `<p>Obsidian stores notes as Markdown.<sup id="cite_ref-a_1-0"><a href="${PAGE}#cite_note-a-1">[1]</a></sup>
  It has plugins.<sup id="cite_ref-b_2-0"><a href="${PAGE}#cite_note-b-2">[2]</a></sup> And themes.<sup id="cite_ref-b_2-1"><a href="${PAGE}#cite_note-b-2">[2]</a></sup></p>
  <ol><li id="cite_note-a-1"><span class="mw-cite-backlink"><b><a href="${PAGE}#cite_ref-a_1-0">^</a></b></span> <span class="reference-text">"Obsidian 1.5.8". Retrieved February 10, 2024.</span></li>
  <li id="cite_note-b-2"><span class="mw-cite-backlink">^ <a href="${PAGE}#cite_ref-b_2-0"><sup><i><b>a</b></i></sup></a> <a href="${PAGE}#cite_ref-b_2-1"><sup><i><b>b</b></i></sup></a></span> <span class="reference-text">Brandom, Russell (2023). "Obsidian review".</span></li></ol>`;

describe('dropFootnoteBacklinks', () => {
  it('drops Wikipedia’s "^" and "^ a b" before each reference, keeping the in-text markers and the references', () => {
    const article = run(wikipedia);
    const notes = Array.from(article.querySelectorAll('li'), text);
    expect(notes).toEqual(['"Obsidian 1.5.8". Retrieved February 10, 2024.', 'Brandom, Russell (2023). "Obsidian review".']);
    expect(article.querySelectorAll('sup a')).toHaveLength(3);
    expect(text(article.querySelector('p')!)).toContain('Markdown.[1]');
  });

  it('drops a "↩" that links to the page itself for a script to take the reader back, and keeps other links to the page', () => {
    const article = run(`<p>A claim.<a href="${PAGE}#one"><sup>1</sup></a></p><p id="footnote"><a name="one"><sup>1</sup></a> The note, <a href="https://other.test/r">with a source</a>. <a href="${PAGE}#" onclick="window.history.back(); return false;">↩</a><br><br><a href="${PAGE}#">Back to the top</a></p>`);
    expect(Array.from(article.querySelectorAll('a'), text)).toEqual(['1', '1', 'with a source', 'Back to the top']);
    expect(text(article)).not.toContain('↩');
  });

  it('drops a blog footnote’s "↩" and keeps the note’s text', () => {
    const article = run(`<p>A claim.<sup id="fnref:1"><a href="#fn:1" class="footnote-ref">1</a></sup></p>
      <div class="footnotes"><ol><li id="fn:1"><p>The source of the claim, with a caveat.&nbsp;<a href="#fnref:1" class="footnote-backref">↩︎</a></p></li></ol></div>`);
    expect(text(article.querySelector('li')!)).toBe('The source of the claim, with a caveat.');
    expect(article.querySelector('sup a')).not.toBeNull();
  });

  it('keeps a note’s number that links back (its label) and a heading that links back to a contents list', () => {
    const article = run(`<ul><li><a id="toc-1" href="#setting-up">Setting up</a></li></ul>
      <p>Alerts fire.<sup><a id="ref-22" href="#note-22">22</a></sup></p>
      <h2 id="setting-up"><a href="#toc-1">Setting up the repository</a></h2><p>Text of the section, long enough.</p>
      <p id="note-22"><sup><a href="#ref-22">22</a></sup>Sometimes known as "alert spam," as they are rarely read.</p>`);
    expect(text(article.querySelector('#note-22')!)).toBe('22Sometimes known as "alert spam," as they are rarely read.');
    expect(article.querySelector('h2 a')).not.toBeNull();
  });

  it('keeps a short link to a part of this page that does not link back, one to another page, and "↑" to the top', () => {
    const article = run(`<p id="intro">See <a href="#usage">^</a> and <a href="https://other.test/#x">a</a>.</p><p id="usage">Usage notes.</p>
      <h2 id="top">Contents</h2><ul><li><a href="#s1">One</a></li></ul><section id="s1"><p>Section one says a lot more than its line in the contents.</p><a href="#top">↑</a></section>`);
    expect(article.querySelectorAll('a')).toHaveLength(4);
  });
});
