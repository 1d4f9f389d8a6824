/**
 * Layout tables read as blocks, data tables as GFM tables; links inside <pre> and image-only links
 * stay openable (they are quoted with an id the model can open).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { elementToDocument } from '../../../src/core/document/html-to-document';

function convert(html: string) {
  const dom = parseHtml(`<html><body><div id="root">${html}</div></body></html>`);
  return elementToDocument(dom.querySelector('#root'), { url: 'https://site.test/page', title: 'T', path: 'selection' });
}

describe('tables', () => {
  it('reads a header-less table of long cells (a page laid out in a table) as blocks, lists and links kept', () => {
    const doc = convert(`<table><tr><td><b>Site</b><br><a href="/">home</a></td><td>
      <p><b>Projects</b></p><p>${'A long introduction to the projects kept on this old personal page. '.repeat(4)}</p>
      <ul><li><a href="/one">Project One</a>, a cool project</li><li><a href="/two">Project Two</a></li></ul></td></tr></table>`);
    const text = doc.lines.join('\n');
    expect(text).not.toMatch(/^\|/m);
    expect(text).toMatch(/^\* 【\d+†Project One】, a cool project$/m);
    expect(text).toMatch(/^\*\*Projects\*\*$/m);
    expect(doc.links.map((l) => l.text)).toEqual(['home', 'Project One', 'Project Two']);
  });

  it('reads a header-less table with irregular rows or paragraph-long cells as blocks', () => {
    const irregular = convert('<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td colspan="1">only one</td></tr></table>');
    expect(irregular.lines.join('\n')).not.toContain('|');
    const prose = convert(`<table><tr><td>Posted by ann</td><td>${'A reply that runs on for a whole paragraph of forum text. '.repeat(5)}</td></tr><tr><td>Posted by bob</td><td>Short.</td></tr></table>`);
    expect(prose.lines.join('\n')).not.toContain('|');
  });

  it('keeps a regular grid of short cells as a table, with an empty header row, and a table with header cells as a table', () => {
    const grid = convert('<table><tr><td>Ctrl+S</td><td>Save current file</td></tr><tr><td>Ctrl+O</td><td>Open a file</td></tr></table>');
    expect(grid.lines).toEqual(['|  |  |', '| --- | --- |', '| Ctrl+S | Save current file |', '| Ctrl+O | Open a file |']);
    const headed = convert(`<table><tr><th>Key</th><th>Notes</th></tr><tr><td>a</td><td>${'Long notes are fine in a table with header cells. '.repeat(6)}</td></tr></table>`);
    expect(headed.lines[0]).toBe('| Key | Notes |');
    expect(headed.lines[1]).toBe('| --- | --- |');
  });
});

describe('links in <pre>', () => {
  it('quotes each link where it stands in the block, so the model can open it by id', () => {
    const doc = convert(`<pre>   [RFC2119]  Bradner, S., "Key words", BCP 14, <a href="https://www.rfc-editor.org/rfc/rfc2119">RFC 2119</a>,
              March 1997.
   See also <a href="#section-3">Section 3</a> and <a href="/draft-02">draft-02</a>.</pre>`);
    const text = doc.lines.join('\n');
    expect(text).toContain('BCP 14, 【0†RFC 2119†rfc-editor.org】,');
    expect(text).toContain('See also 【1†Section 3】 and 【2†draft-02】.');
    expect(doc.links.map((l) => l.url)).toEqual(['https://www.rfc-editor.org/rfc/rfc2119', 'https://site.test/page#section-3', 'https://site.test/draft-02']);
    expect(text.startsWith('```')).toBe(true);
  });
});

describe('links around a heading', () => {
  it('quote the heading’s text and leave its marks outside, so it stays a heading', () => {
    const doc = convert('<a href="#create"><div><h2 id="create"><span>Create your endpoint</span></h2></div></a><p>Add the middleware.</p>');
    expect(doc.lines.filter((l) => l.trim())).toEqual(['## 【0†Create your endpoint】', 'Add the middleware.']);
  });
});

describe('image-only links', () => {
  it('are named from the image alt, title or aria-label, or an inline SVG\'s title', () => {
    const doc = convert(`<p><a href="/"><img src="/logo.png" alt="Acme home"></a> <a href="/about"><img src="/i.png" title="About us"></a>
      <a href="/cart"><img src="/c.png" aria-label="Cart"></a> <a href="/search"><svg viewBox="0 0 1 1"><title>Search</title></svg></a></p>`);
    expect(doc.links.map((l) => l.text)).toEqual(['Acme home', 'About us', 'Cart', 'Search']);
  });

  it('stand apart from a word written against them, as the picture stands apart on the page', () => {
    const doc = convert(`<p><span class="visually-hidden">Photo</span><a href="/map.jpg"><img src="/map.jpg" alt="Titan’s geologic map"></a><span style="display: block">The first global map of Titan.</span></p>
      <p>See the <a href="/cart"><img src="/c.png" alt="cart icon"></a>, then the <a href="/faq">FAQ</a>s and the <a href="/x"><img src="/x.png" alt="x"></a> <b>bold</b> one.</p>`);
    expect(doc.lines.join('\n')).toBe('Photo 【0†Titan’s geologic map】 The first global map of Titan.\n\nSee the 【1†cart icon】, then the 【2†FAQ】s and the 【3†x】 **bold** one.');
  });
});

describe('superscript numbers', () => {
  it('are marked with ^ so they do not glue to the word before them; other superscripts stay as they are', () => {
    const doc = convert('<p>Rafailov<sup>2</sup>, E = mc<sup>2</sup>, refs<sup>1,3</sup>, note<sup>*</sup>, the 1<sup>st</sup> and <sup>[4]</sup>.</p>');
    expect(doc.lines.join('\n')).toBe('Rafailov^2, E = mc^2, refs^1,3, note^*, the 1st and [4].');
  });

  it('stand apart from the note’s text when they open its paragraph', () => {
    const doc = convert('<p>A pattern language<sup>1</sup> describes it.</p><p class="footnote"><sup>1</sup>The structure was inspired by another.</p><p><sup>2</sup> Spaced already.</p>');
    expect(doc.lines.join('\n')).toBe('A pattern language^1 describes it.\n\n^1 The structure was inspired by another.\n\n^2 Spaced already.');
  });
});

describe('subscripts', () => {
  it('are marked with _ when a number is written against them, so the two do not read as one number', () => {
    const doc = convert('<p>Coined in <span title="1963 was 63 years ago"> 1963<sub class="styled-sub">63ya</sub> </span> by Ted Nelson; 10<sub>2</sub> is two; H<sub>2</sub>O and x<sub>1</sub> as written; 3<sub>n</sub> too.</p>');
    expect(doc.lines.join('\n')).toBe('Coined in 1963_63ya by Ted Nelson; 10_2 is two; H2O and x1 as written; 3n too.');
  });
});

describe('SVG charts', () => {
  it('read their labels as one line; icons without text stay dropped', () => {
    const chart = '<svg width="400" height="200" viewBox="0 0 400 200"><g><g transform="translate(0,170)"><line x1="0" x2="350"></line><text x="0" y="27">Jan.</text></g><g><text x="-30" y="0">$50</text></g></g><path d="M0,120L100,100"></path></svg>';
    const icon = '<svg viewBox="0 0 24 24"><path d="M1 1h22"></path></svg>';
    const doc = convert(`<p>Prices climbed.</p>${chart}<p>They stay high ${icon}for now.</p>`);
    expect(doc.lines).toEqual(['Prices climbed.', '', 'Jan. $50', '', 'They stay high for now.']);
  });
});
