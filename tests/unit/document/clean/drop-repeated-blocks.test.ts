import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { articleAfterRule } from '../../../support/rule-text';
import { dropRepeatedBlocks } from '../../../../src/core/document/clean/drop-repeated-blocks';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const caption = 'A long row of unsold sports-utility vehicles sits at a dealership in Littleton';

function run(html: string): Element {
  return articleAfterRule(html, 'https://news.test/a', (article) => dropRepeatedBlocks(article));
}

const count = (el: Element, s: string) => (el.textContent ?? '').split(s).length - 1;

describe('dropRepeatedBlocks', () => {
  it("drops a gallery panel's copy of the caption shown under the picture", () => {
    const article = run(`<ul class="gallery"><li><img src="a.jpg" alt=""><div class="caption"><p>${caption}</p></div></li></ul>
      <div class="control-panel"><div class="caption"><div class="caption-remote"><p>${caption}</p></div></div></div><p>The story.</p>`);
    expect(count(article, caption)).toBe(1);
  });

  it('drops one caption written under every photo of a post, and a teaser link repeated', () => {
    const figures = Array.from({ length: 4 }, (_, i) => `<figure><img src="${i}.jpg" alt=""><figcaption>2018 Tradition Series Performance at the festival</figcaption></figure><p>Paragraph ${i} of the post.</p>`).join('');
    const article = run(`${figures}<p><a href="/gift-guide">Gift guide: what to buy for the person who has everything</a></p><p><a href="/gift-guide">Gift guide: what to buy for the person who has everything</a></p>`);
    expect(count(article, '2018 Tradition Series')).toBe(1);
    expect(count(article, 'Gift guide')).toBe(1);
    expect(count(article, 'Paragraph')).toBe(4);
  });

  it('keeps repeated prose, a caption nested in its own caption, and a caption repeated under another picture', () => {
    const refrain = 'And still the river runs on past the mill and the town.';
    const article = run(`<p>${refrain}</p><p>Verse two of the song, which changes.</p><p>${refrain}</p>
      <figure><img src="h.jpg" alt=""><figcaption><span class="caption-text">Hero image caption, Photo Agency</span></figcaption></figure>
      <figure><img src="h-detail.jpg" alt=""><figcaption>Hero image caption, Photo Agency</figcaption></figure>`);
    expect(count(article, refrain)).toBe(2);
    expect(count(article, 'Hero image caption')).toBe(2);
  });

  it('drops the caption of the same picture shown again (header and body copies, lazy placeholders aside)', () => {
    const hero = (where: string) => `<figure class="${where}"><picture><source srcset="/images/hero.webp 2x, /images/hero-small.webp 1x">
      <img src="data:image/gif;base64,R0lGODlhAQABAPAAAPLy8gAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw==" alt="Hero image caption."></picture>
      <figcaption>Hero image caption. Photo Credit / Agency</figcaption></figure>`;
    const article = run(`${hero('head')}<h2>Test article</h2>${hero('body')}<p>The story begins here and goes on.</p>`);
    expect(count(article, 'Hero image caption. Photo Credit')).toBe(1);
    expect(article.querySelector('figure.head figcaption')).not.toBeNull();
  });

  it('runs in the pipeline', () => {
    const prose = '<p>Local auto dealers sold 30,154 new cars, trucks and SUVs in October, the second-highest sales volume of the year.</p>'.repeat(6);
    const html = `<html><head><title>Cars</title></head><body><article><figure><img src="a.jpg" alt=""><figcaption>${caption}</figcaption></figure><div class="caption"><p>${caption}</p><p>Image 1 of 9</p></div>${prose}</article></body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://news.test/cars'), 'https://news.test/cars');
    expect(doc.lines.join(' ').split('unsold sports-utility').length - 1).toBe(1);
  });
});
