import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { describeIntroducedImages } from '../../../../src/core/document/clean/introduced-images';

function described(html: string): string {
  const dom = parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://blog.test/a');
  const article = dom.querySelector('#a')!;
  describeIntroducedImages(article);
  return article.innerHTML.replace(/\s+/g, ' ');
}

describe('describeIntroducedImages', () => {
  it('puts the alt of a picture the text introduces where the picture stood, in italics', () => {
    const html = described('<p>Here is an architecture diagram:</p><span><span><img alt="Architecture diagram." src="a.png"></span></span><p>That concludes it.</p>');
    expect(html).toMatch(/architecture diagram:<\/p><span><span><p><em>Architecture diagram\.<\/em><\/p><\/span><\/span><p>That concludes/);
    // A picture in a paragraph of its own, the introduction ending in a link.
    expect(described('<p>I used this <a href="/g">graphic</a> to illustrate it: </p><p><img alt="The comfort zone and the growth zone" src="g.png"></p>')).toContain('<em>The comfort zone and the growth zone</em>');
  });

  it('leaves out pictures the text does not introduce, captioned, linked, inline or with a one-word alt', () => {
    const cases = [
      '<p>The minister spoke on Tuesday.</p><p><img alt="The minister speaks to reporters" src="m.jpg"></p>',
      '<p>The result:</p><figure><img alt="A chart of the results" src="c.png"><figcaption>Results by year.</figcaption></figure>',
      '<p>Our sponsor:</p><p><a href="https://sponsor.test/"><img alt="Sponsor logo here" src="s.png"></a></p>',
      '<p>Note: <img alt="smiling face" src="e.png"> we did it.</p>',
      '<p>See:</p><p><img alt="photo" src="p.jpg"></p>',
    ];
    for (const html of cases) expect(described(html)).not.toContain('<em>');
  });

  it('runs in the pipeline, on a picture only in <noscript> (a Next.js image)', () => {
    const body = '<p>Modern systems have grown into architectures that handle state, lifecycle events and messages between parts, and this post walks through one of them from the ground up, with the diagram below.</p>'.repeat(2);
    const html = `<html><head><title>Post</title></head><body><main><article><h1>Post</h1>${body}<p>Here is an architecture diagram:</p><span><img alt="" aria-hidden="true" src="data:image/svg+xml,%3csvg%3e"><img alt="Architecture diagram." src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"><noscript><img alt="Architecture diagram." src="/architecture.png"></noscript></span><p>That concludes our overview.</p></article></main></body></html>`;
    const lines = htmlToDocument(parseHtml(html, 'https://blog.test/post'), 'https://blog.test/post').lines;
    const at = lines.findIndex((l) => l.includes('Here is an architecture diagram:'));
    expect(lines.slice(at + 1).find((l) => l.trim() !== '')).toBe('_Architecture diagram._');
    expect(lines.join('\n').match(/Architecture diagram\./g)).toHaveLength(1);
  });
});
