import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropSlideshows } from '../../../../src/core/document/clean/drop-slideshows';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const story = '<p>Pacific Gas &amp; Electric began cutting power to 150,000 customers in Northern California on Wednesday to prevent wildfires.</p>'.repeat(3);
const slide = (caption: string) => `<figure class="gallery--slider-item"><p><img src="s.jpg" alt=""></p><figcaption><span class="caption">${caption}</span></figcaption></figure>`;

function left(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropSlideshows(article));
}

describe('dropSlideshows', () => {
  it("drops a slideshow's slides and captions beside the story", () => {
    const text = left(`<div class="gallery--slider">${slide('A shopper looks at extension cords at a hardware store.')}${slide('Extension cords stock the shelves.')}</div>${story}`);
    expect(text).not.toMatch(/shopper|Extension cords/);
    expect(text).toContain('150,000 customers');
  });

  it('keeps one lightbox picture, a gallery with prose of its own, and a page that is a slideshow', () => {
    const single = `<div class="article-gallery">${slide('A reference habitation module for a crewed Mars mission.')}</div>`;
    const prose = `<div class="gallery">${slide('First.')}${slide('Second.')}<p>The exhibition runs until March at the city museum.</p></div>`;
    expect(left(single + prose + story)).toMatch(/habitation module.*First\..*Second\..*exhibition runs/);
    const page = `<div class="slideshow">${slide('The first of the winners of this year’s wildlife photography awards, a fox in the snow at dawn.')}${slide('The second, an owl.')}</div><p>The winners.</p>`;
    expect(left(page)).toContain('a fox in the snow');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Power</title></head><body><article>${story}<div class="carousel">${slide('A shopper looks at extension cords.')}${slide('Gas cans on the shelves.')}</div>${story}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/power'), 'https://news.test/power').lines.join('\n');
    expect(text).toContain('150,000 customers');
    expect(text).not.toMatch(/shopper|Gas cans/);
  });
});
