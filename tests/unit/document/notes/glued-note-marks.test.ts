import { describe, expect, it } from 'vitest';
import { articleAfterRule } from '../../../support/rule-text';
import { raiseGluedNoteMarks } from '../../../../src/core/document/notes/glued-note-marks';

const PAGE = 'https://books.test/essay.html';

function run(html: string): Element {
  return articleAfterRule(html, PAGE, (article) => raiseGluedNoteMarks(article, [PAGE]));
}

describe('raiseGluedNoteMarks', () => {
  it('makes a number linking to its note, against the word before it, a superscript', () => {
    const article = run(`<p>For centuries.<a name="FnAnchor_1" href="${PAGE}#Footnote_1"><span class="fn">1</span></a> The nave.</p>
      <div class="note"><p><a name="Footnote_1" href="${PAGE}#FnAnchor_1"><span class="fn">1</span></a> For a full account.</p></div>`);
    expect(article.querySelector('p')!.innerHTML).toContain('centuries.<sup><a name="FnAnchor_1"');
    expect(article.querySelectorAll('sup')).toHaveLength(1);
  });

  it('leaves a number after a space, one whose target does not link back, and one already raised', () => {
    const html = `<p>See page <a id="p1" href="#page12">12</a>, chapter<a id="c3" href="#ch3">3</a>, files<sup><a id="m2" href="#n2">2</a></sup>.</p>
      <h2 id="page12">Twelve</h2><h2 id="ch3">Three</h2><p id="n2"><a href="#m2">2</a> A note.</p>`;
    expect(run(html).querySelectorAll('sup')).toHaveLength(1);
  });
});

describe('raiseGluedNoteMarks, notes numbered in their text', () => {
  it('raises a marker whose note opens with its number, though neither links back', () => {
    const article = run(`<p>“Kosiya,<span class="fn"><a href="${PAGE}#note04">4</a></span> how did he?”</p><p id="note04">4. “Owl,” Sakka’s clan name.</p><p>Chapter<a href="${PAGE}#sec5">5</a> begins.</p><h2 id="sec5">Five</h2>`);
    expect(article.querySelectorAll('sup')).toHaveLength(1);
    expect(article.querySelector('sup a')!.getAttribute('href')).toBe(`${PAGE}#note04`);
  });
});
