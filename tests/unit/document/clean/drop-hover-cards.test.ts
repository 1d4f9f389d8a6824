import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropHoverCards } from '../../../../src/core/document/clean/drop-hover-cards';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const card = `<span class="rollover-people-block"><span><img src="omar.jpg" alt=""><a class="name" href="https://thehill.test/people/ilhan-omar">Ilhan Omar</a>
  <a href="https://thehill.test/policy/471175-hillicon-valley">Hillicon Valley: Progressives oppose funding bill over surveillance authority</a>
  <a href="https://thehill.test/policy/471161-progressives-oppose">Progressives oppose spending stopgap measure</a> MORE</span></span>`;

function left(html: string): { text: string; links: number } {
  const dom = parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://thehill.test/a');
  const article = dom.querySelector('#a')!;
  dropHoverCards(article);
  return { text: (article.textContent ?? '').replace(/\s+/g, ' ').trim(), links: article.querySelectorAll('a').length };
}

describe('dropHoverCards', () => {
  it("drops the card after a linked name and keeps the name's link", () => {
    const r = left(`<p>A man threatened to kill Rep. <span class="rollover-people"><a href="https://thehill.test/people/ilhan-omar">Ilhan Omar</a>${card}</span> (D-Minn.), prosecutors said.</p>`);
    expect(r.text).toBe('A man threatened to kill Rep. Ilhan Omar (D-Minn.), prosecutors said.');
    expect(r.links).toBe(1);
  });

  it('keeps what follows a link when it goes elsewhere first, is one link only, or is prose', () => {
    const html = `<p><a href="/people/a">Ilhan Omar</a><span><a href="/other">Other</a> <a href="/people/a">Ilhan Omar</a></span></p>
      <p><a href="/people/b">Kristi Noem</a><span><a href="/people/b">Kristi Lynn Noem</a></span></p>
      <p><a href="/report">The report</a><span>, which <a href="/report">the committee</a> published on Monday, found that the agency had known about the flaw for years.</span></p>`;
    expect(left(html).text).toBe('Ilhan OmarOther Ilhan Omar Kristi NoemKristi Lynn Noem The report, which the committee published on Monday, found that the agency had known about the flaw for years.');
  });

  it('runs in the pipeline', () => {
    const prose = '<p>The man pleaded guilty to charges he threatened to kill the congresswoman, federal prosecutors said on Monday.</p>'.repeat(6);
    const html = `<html><head><title>Plea</title></head><body><article>${prose}<p>He threatened Rep. <span><a href="https://thehill.test/people/ilhan-omar">Ilhan Omar</a>${card}</span> in a call.</p>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://thehill.test/a'), 'https://thehill.test/a').lines.join('\n');
    expect(text).toContain('Ilhan Omar');
    expect(text).not.toContain('Hillicon Valley');
  });
});
