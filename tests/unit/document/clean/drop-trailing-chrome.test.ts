import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropTrailingChrome } from '../../../../src/core/document/clean/drop-trailing-chrome';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>The council voted on Tuesday to expand the tidal project, citing output figures from the last two winters and lower running costs.</p>'.repeat(6);

function run(html: string): string {
  const dom = parseHtml(`<html><body><div id="root">${html}</div></body></html>`, 'https://news.test/a');
  const root = dom.querySelector('#root')!;
  dropTrailingChrome(root);
  return (root.textContent ?? '').replace(/\s+/g, ' ');
}

describe('dropTrailingChrome', () => {
  it("drops what follows the page's article element outside it: a cookie banner, homepage steps", () => {
    const text = run(`<div><main><article><h2>Tides</h2>${prose}</article></main>
      <div id="homepage-steps"><h2>Make News my homepage</h2><ul><li><p>On the toolbar, click Safari.</p></li></ul></div></div>
      <p><span>This website uses cookies to improve your experience.<a>Accept</a></span></p>`);
    expect(text).toContain('lower running costs');
    expect(text).not.toMatch(/homepage|Safari|cookies/);
  });

  it('keeps what follows when the element is not the story, or when much follows', () => {
    // The article element is a small card, not the story.
    const card = run(`<article><p>Related: wind farm output doubles.</p></article>${prose}`);
    expect(card).toContain('lower running costs');
    // The story goes on after the element.
    const more = run(`<article>${prose}</article>${prose}<p>The project is due to finish next spring.</p>`);
    expect(more).toContain('due to finish next spring');
    // Nothing marks the story.
    const none = run(`<div>${prose}</div><p>Accept cookies</p>`);
    expect(none).toContain('Accept cookies');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Tides</title></head><body><div class="page"><article>${prose}</article><div class="homepage-steps"><h3>Make News my homepage</h3><p>In the Preferences window, select General.</p></div></div></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/tides'), 'https://news.test/tides').lines.join('\n');
    expect(text).toContain('lower running costs');
    expect(text).not.toContain('Preferences window');
  });
});
