import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { dropBoilerplate } from '../../../src/core/document/drop-boilerplate';
import { htmlToDocument } from '../../../src/core/document/html-to-document';

const prose = '<p>The council voted on Tuesday to expand the tidal project, citing output figures from the last two winters and lower costs.</p>'.repeat(6);

describe('dropBoilerplate', () => {
  it('drops share bars, related lists and newsletter prompts named as such', () => {
    const dom = parseHtml(`<html><body><article id="a">${prose}
      <div class="share-bar"><a href="https://facebook.com/x">Facebook</a> <a href="https://twitter.com/x">Twitter</a> <a href="/mail">Email</a></div>
      <ul class="related-articles"><li><a href="/1">Wind farm output doubles</a></li><li><a href="/2">Council approves budget</a></li></ul>
      <div id="newsletter-signup">Sign up</div>
      <h3>You may also like</h3><ul><li><a href="/3">Ten best beaches</a></li><li><a href="/4">Tides explained</a></li></ul>
      <h2>Costs</h2><ul><li>Turbines: <a href="/t">12 million</a> over five years of operation</li><li>Grid link: 3 million</li></ul>
    </article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    const text = article.textContent ?? '';
    for (const gone of ['Facebook', 'Wind farm output', 'Sign up', 'You may also like', 'Ten best beaches']) expect(text).not.toContain(gone);
    for (const kept of ['Costs', 'Turbines', '12 million', 'Grid link', 'tidal project']) expect(text).toContain(kept);
  });

  it('keeps a block named like boilerplate when it is a large part of the article or mostly prose', () => {
    const dom = parseHtml(`<html><body><article id="a"><div class="related-content">${prose}</div><p>Short end.</p>
      <div class="author-bio">Ada writes about energy and has covered the tidal project since it was first proposed in 2015 by the council.</div></article></body></html>`);
    const article = dom.querySelector('#a')!;
    dropBoilerplate(article);
    expect(article.textContent).toContain('council voted');
    expect(article.textContent).toContain('Ada writes about energy');
  });

  it('runs on Readability articles in the pipeline', () => {
    const doc = htmlToDocument(parseHtml(`<html><head><title>Tidal project expands</title></head><body><article>${prose}<ul class="more-stories"><li><a href="/w">Wind farm output doubles after a record winter</a></li><li><a href="/b">Council approves its budget for the coming year</a></li></ul>${prose}</article></body></html>`), 'https://news.test/a');
    expect(doc.path).toBe('readability');
    expect(doc.lines.join('\n')).not.toContain('Wind farm output');
  });
});
