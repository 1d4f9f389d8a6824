import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { readabilityReader } from '../../../../src/core/document/choose/readability-reader';

const story = [
  'Sweet potatoes, parsnips and celery root roast well together, and a mash of the three keeps for two days in the fridge.',
  'Peel the vegetables, cut them into pieces of the same size so they cook evenly, and boil them in salted water until soft.',
  'Drain them well, mash them with butter and warm milk, and season the mash with salt, pepper and a little nutmeg before serving.',
].map((t) => `<p>${t} ${t}</p>`);

/** A recipe blog's post: its title in a box beside the byline Readability takes away, then the story. */
function page(box: string, after = ''): string {
  return `<html><head><title>Holiday sides</title></head><body><div class="post">${box}${story.join('')}${after}</div></body></html>`;
}

const read = (html: string) => htmlToDocument(parseHtml(html, 'https://recipes.test/mash'), 'https://recipes.test/mash').lines.join('\n');

describe('readabilityReader', () => {
  it('keeps a box whose only text is a heading (a title beside the byline Readability took)', () => {
    const out = read(page('<div class="column"><h3>Make-ahead side: sweet potato, parsnip and celery root mash</h3><p class="byline">By Diana Yen</p></div>'));
    expect(out).toContain('Make-ahead side: sweet potato, parsnip and celery root mash');
    expect(out).toContain('Peel the vegetables');
  });

  it('still removes a box of links beside the story', () => {
    const related = '<div class="column"><a href="/a">Roast carrots with honey</a> <a href="/b">Brussels sprouts with bacon</a> <a href="/c">Green beans with almonds</a></div>';
    const out = read(page('', related));
    expect(out).toContain('Peel the vegetables');
    expect(out).not.toContain('Brussels sprouts with bacon');
  });

  it('hands back the article as an element of the page it read, with its classes', () => {
    const dom = parseHtml(page('<div class="column"><h3>The mash</h3></div>'), 'https://recipes.test/mash');
    const article = readabilityReader(dom).parse();
    expect(article?.content?.ownerDocument).toBe(dom);
    expect(article?.content?.querySelector('.column')?.textContent).toBe('The mash');
  });
});
