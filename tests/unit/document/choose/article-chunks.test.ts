import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const sentence = (topic: string, i: number) =>
  `<p class="body-text">Paragraph ${i} about ${topic}: the river rose through the night and the town's volunteers kept the sandbags moving until the water began to fall again at dawn, as the forecasters had said it would.</p>`;

/** `inner` deep in the layout's own wrappers, as a page builder writes each chunk (names Readability does not weigh). */
const wrapped = (inner: string) => `<div class="grid"><div class="grid-item"><div class="cell"><div class="inner">${inner}</div></div></div></div>`;

/** A chunk of the story. */
const chunk = (topic: string, from: number, count: number) => wrapped(Array.from({ length: count }, (_, i) => sentence(topic, from + i)).join(''));

const adRow = '<div class="full-bleed-ad"><div class="ad-slot"></div></div>';

function documentOf(middle: string, head = '<meta property="og:type" content="article">'): string {
  const html = `<html><head><title>Flood night</title>${head}</head><body><header><nav><a href="/">News</a></nav></header><main><article><h1>Flood night</h1><div class="chunks">${middle}</div></article></main><footer><p>© 2026 The Town Paper</p></footer></body></html>`;
  return htmlToDocument(parseHtml(html, 'https://news.test/flood'), 'https://news.test/flood').lines.join('\n');
}

describe('joinArticleChunks', () => {
  it('puts back the chunks of a story that ad rows cut apart, in page order', () => {
    const out = documentOf([chunk('the flood', 1, 8), adRow, chunk('the flood', 9, 4), adRow, chunk('the flood', 13, 4)].join(''));
    const at = (i: number) => out.indexOf(`Paragraph ${i} about`);
    for (let i = 1; i <= 16; i++) expect(at(i), `paragraph ${i}`).toBeGreaterThanOrEqual(0);
    for (let i = 1; i < 16; i++) expect(at(i)).toBeLessThan(at(i + 1));
  });

  it('puts a chunk that comes before the kept one before it', () => {
    const out = documentOf([chunk('the flood', 1, 4), adRow, chunk('the flood', 5, 8)].join(''));
    expect(out.indexOf('Paragraph 1 about')).toBeGreaterThanOrEqual(0);
    expect(out.indexOf('Paragraph 4 about')).toBeLessThan(out.indexOf('Paragraph 5 about'));
  });

  it('leaves out a box of the same layout name whose paragraphs are not the story’s', () => {
    const teasers = wrapped('<p class="teaser">A longer read from last week on how the town first built its flood wall, and what it cost the council then.</p>');
    const out = documentOf([chunk('the flood', 1, 8), adRow, teasers].join(''));
    expect(out).toContain('Paragraph 8 about');
    expect(out).not.toContain('how the town first built its flood wall');
  });

  it('leaves out a sign-up form of the same name, though it holds a paragraph named as the story’s', () => {
    const form = wrapped(`${sentence('the newsletter', 99)}<form><input name="email" aria-label="Email"><button>Sign up</button></form>`);
    const out = documentOf([chunk('the flood', 1, 8), adRow, form].join(''));
    expect(out).toContain('Paragraph 8 about');
    expect(out).not.toContain('Paragraph 99 about');
  });
});
