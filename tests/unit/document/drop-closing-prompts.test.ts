import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { dropClosingPrompts } from '../../../src/core/document/drop-closing-prompts';
import { htmlToDocument } from '../../../src/core/document/html-to-document';

const prose = '<p>Researchers have pinpointed the earliest evidence of the illness to a place in Russia, where the team found traces of the bacteria in teeth from graves dated to the fifteenth century.</p>'.repeat(4);

function run(html: string): string {
  const dom = parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://news.test/a');
  const article = dom.querySelector('#a')!;
  dropClosingPrompts(article);
  return (article.textContent ?? '').replace(/\s+/g, ' ');
}

describe('dropClosingPrompts', () => {
  it("drops the site's prompts after the story", () => {
    const text = run(`${prose}<p>Follow us on Twitter @Spacedotcom and on Facebook.</p>
      <p>Join our Space Forums to keep talking space on the latest missions, night sky and more!</p>
      <p>And if you have a news tip, correction or comment, let us know at: community@space.com.</p>
      <p><strong><a href="https://apps.test/">CLICK HERE TO GET THE FOX NEWS APP</a></strong></p>
      <p>Get the latest updates right in your inbox. <a href="/nl">Subscribe to NJ.com's newsletters</a>.</p>`);
    expect(text).toContain('fifteenth century');
    expect(text).not.toMatch(/Spacedotcom|Forums|news tip|FOX NEWS APP|newsletters/);
  });

  it("keeps the same words inside the story, an author's contact line, and a story about subscriptions", () => {
    const inside = run(`<p>Follow us on the trail, the ranger said, and keep to the path.</p>${prose}<p>The rangers asked walkers to stay on the marked paths.</p>`);
    expect(inside).toContain('Follow us on the trail');
    const contact = run(`${prose}<p>Lucas Nolan is a reporter for the site. Follow him on Twitter @LucasNolan or email him.</p>`);
    expect(contact).toContain('Follow him on Twitter');
    const deals = run(`${prose}<ul><li>Sign up for the Disney+ bundle using the same email as your Hulu account</li><li>Subscribe to the bundle for $12.99 a month</li></ul>`);
    expect(deals).toContain('Sign up for the Disney+ bundle');
    expect(deals).toContain('Subscribe to the bundle');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Plague</title></head><body><article>${prose}<p>Join our Space Forums to keep talking space on the latest missions!</p></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/plague'), 'https://news.test/plague').lines.join('\n');
    expect(text).toContain('fifteenth century');
    expect(text).not.toContain('Space Forums');
  });
});
