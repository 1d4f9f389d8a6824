import { describe, expect, it } from 'vitest';
import { articleAfterRule } from '../../../support/rule-text';
import { joinNoteLabels } from '../../../../src/core/document/notes/note-labels';

const PAGE = 'https://manual.test/widget/Introduction.html';

function run(html: string): Element {
  return articleAfterRule(html, PAGE, (article) => joinNoteLabels(article, [PAGE]));
}
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('joinNoteLabels', () => {
  it('puts texinfo’s note number, a heading of its own, at the start of the note’s paragraph', () => {
    const article = run(`<p>The following files<a id="DOCF1" href="${PAGE}#FOOT1"><sup>1</sup></a> in man1.</p>
      <div class="footnotes-segment"><h4>Footnotes</h4><h5><a id="FOOT1" href="#DOCF1">(1)</a></h5><p>As of an ancient release.</p></div>`);
    expect(article.querySelector('h5')).toBeNull();
    expect(article.querySelector('.footnotes-segment p')!.innerHTML).toBe('<sup id="FOOT1">1</sup> As of an ancient release.');
  });

  it('joins a reference’s number to the text beside it, and a definition’s superscript to its body’s first paragraph', () => {
    const article = run(`<p>The first study <a href="#ref1">[1]</a>, a note<sup><a id="r-2" href="#fn-2">2</a></sup>.</p>
      <div class="reference"><a class="reference-number" id="ref1">1.</a><div class="reference-content">A. Author. Dietary Guidelines.</div></div>
      <div class="footnote-definition"><sup id="fn-2"><a href="#r-2">2</a></sup><div class="footnote-body"><p>The second note.</p><p>More.</p></div></div>`);
    expect(text(article.querySelector('.reference'))).toBe('1 A. Author. Dietary Guidelines.');
    expect(article.querySelector('.reference-content sup')).not.toBeNull();
    expect(article.querySelector('.footnote-body p')!.innerHTML).toBe('<sup id="fn-2">2</sup> The second note.');
  });

  it('makes a plain number opening its note a superscript, dropping its link back', () => {
    const article = run(`<p>For centuries.<sup><a name="A1" href="#N1">1</a></sup></p><p><a name="N1" href="#A1"><span>1</span></a> For a full account.</p>`);
    expect(article.querySelectorAll('p')[1]!.innerHTML).toBe('<sup id="N1">1</sup> For a full account.');
  });

  it('leaves numbers no marker links to, markers inside a sentence, and notes opening with a list', () => {
    const html = `<p>See <a href="#s2">section</a> and files<sup id="m1"><a href="#n1">1</a></sup>.</p><h5 id="s2">2.</h5><p>Section two.</p>
      <div><sup id="n1"><a href="#m1">1</a></sup><div><ul><li>A point.</li></ul></div></div>`;
    const article = run(html);
    expect(article.querySelector('h5')).not.toBeNull();
    expect(article.querySelector('#m1 a')).not.toBeNull();
    expect(article.querySelector('#n1 a')).not.toBeNull();
  });
});

describe('joinNoteLabels, numbers that are not notes', () => {
  it('leaves a section number that links to itself', () => {
    const article = run(`<p><a name="section-1" href="#section-1">1</a> Introduction</p><p>Text.</p>`);
    expect(article.querySelector('a[name="section-1"]')).not.toBeNull();
  });
});

describe('joinNoteLabels, a note holding its number as a link back', () => {
  it('makes Google Docs’ "[1]" opening a note the superscript it opens with, still linking back', () => {
    const article = run(`<p>A claim.<sup id="ftnt_ref1"><a href="#ftnt1">[1]</a></sup></p><div><p id="ftnt1"><a href="#ftnt_ref1">[1]</a>&nbsp;These exploits target a harness.</p></div>`);
    expect(article.querySelector('#ftnt1')!.innerHTML).toMatch(/^<sup><a href="#ftnt_ref1">1<\/a><\/sup>/);
  });

  it('leaves a number already raised, and one read with what follows it', () => {
    const html = `<p>A claim.<sup id="r1"><a href="#n1">1</a></sup> Another.<sup id="r2"><a href="#n2">2</a></sup></p>
      <p id="n1"><sup><a href="#r1">1</a></sup> The note.</p><p id="n2"><a href="#r2">2</a>. Second section</p>`;
    const article = run(html);
    expect(article.querySelector('#n1')!.innerHTML).toBe('<sup><a href="#r1">1</a></sup> The note.');
    expect(article.querySelector('#n2')!.innerHTML).toBe('<a href="#r2">2</a>. Second section');
  });
});

describe('joinNoteLabels, a note opening with its number as text', () => {
  it('makes "4. " opening the note its marker links to the superscript it opens with', () => {
    const article = run(`<p>“Kosiya,<span class="fn"><a href="#note04">4</a></span> how did he?”</p><div class="note"><p id="note04">4. “Owl,” Sakka’s clan name.</p><p id="note05">5 million people came.</p></div>`);
    expect(article.querySelector('#note04')!.innerHTML).toBe('<sup>4</sup> “Owl,” Sakka’s clan name.');
  });

  it('leaves a number not set apart by punctuation, and one that is not the marker’s', () => {
    const article = run(`<p>One.<a href="#n5">5</a> Two.<a href="#n6">6</a></p><p id="n5">5 million people came.</p><p id="n6">7. Another note.</p>`);
    expect(article.querySelector('#n5')!.innerHTML).toBe('5 million people came.');
    expect(article.querySelector('#n6')!.innerHTML).toBe('7. Another note.');
  });
});

describe('joinNoteLabels, a superscript number apart from its note', () => {
  it('puts a definition’s superscript number, in a paragraph of its own, at the start of the note’s paragraph', () => {
    const article = run(`<p>Replace <code>x</code><sup><a href="#1">1</a></sup>.</p><hr>
      <div class="footnote-definition" id="1"><p><sup class="footnote-definition-label">1</sup></p><p>Possibly with masking.</p></div>`);
    expect(article.querySelector('.footnote-definition')!.innerHTML).toBe('<p><sup class="footnote-definition-label">1</sup> Possibly with masking.</p>');
  });

  it('reads a note’s bracketed number in a superscript, linking back to its marker, as the number alone', () => {
    const article = run(`<p>The Action Plan <span><sup><a id="_ftnref1" href="#_ftn1">[1]</a></sup></span>, an alternative.</p><hr>
      <p><span><sup><a id="_ftn1" href="#_ftnref1">[1]</a> </sup><a href="https://example.org/plan/">https://example.org/plan/</a></span></p>`);
    expect(article.querySelectorAll('p')[1]!.innerHTML).toBe('<span><sup><a id="_ftn1" href="#_ftnref1">1</a></sup> <a href="https://example.org/plan/">https://example.org/plan/</a></span>');
    // The marker in the sentence is left as the page shows it.
    expect(article.querySelector('#_ftnref1')!.textContent).toBe('[1]');
  });

  it('leaves a number in a superscript that does not open its paragraph', () => {
    const article = run(`<p>Claim<sup><a id="r1" href="#n1">1</a></sup>.</p><p>See <sup><a id="n1" href="#r1">[1]</a></sup> below.</p>`);
    expect(article.querySelector('#n1')!.textContent).toBe('[1]');
  });
});

