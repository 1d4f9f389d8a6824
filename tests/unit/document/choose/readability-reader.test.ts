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
    const article = readabilityReader(dom, { saysArticle: false }).parse();
    expect(article?.content?.ownerDocument).toBe(dom);
    expect(article?.content?.querySelector('.column')?.textContent).toBe('The mash');
  });

  describe('a box named like furniture (class weighing negative)', () => {
    const question = 'My kettle started to click loudly a few seconds before it switches itself off, every single time, and only since last week. Is that a sign the thermostat is failing, or is it normal for this model once the scale builds up?';
    // Long enough (over Readability's 500 characters without the answer) that its first attempt stands, weights and cleaning on.
    const details = 'It is the steel one with the blue light, bought two years ago. We live in a hard-water area and I descaled it in the spring, but not since then, and the click sounds like a small snap from under the base.';
    const answer = 'That click is the bimetallic strip bending as it heats: every kettle of that kind makes it. It gets louder when scale builds up on the element, so descale it with citric acid, rinse it twice, and the noise should drop back to what it was.';
    const thread = (head: string, extra = '') =>
      `<html><head><title>Kettle clicks before switching off</title>${head}</head><body><div class="thread"><p>${question}</p><p>${details}</p><p>${details.replace('the blue light', 'the glass window')}</p><div class="answer-widget"><p>${answer}</p><p>Posted by Ana, three replies below.</p></div>${extra}</div></body></html>`;
    const readThread = (html: string) => htmlToDocument(parseHtml(html, 'https://forum.test/t/1'), 'https://forum.test/t/1').lines.join('\n');

    it('is judged by what it holds on a page that does not say it is an article (a thread’s answer)', () => {
      const out = readThread(thread(''));
      expect(out).toContain('My kettle started to click');
      expect(out).toContain('That click is the bimetallic strip');
    });

    it('is still removed by its name on a page that says it is an article', () => {
      const out = readThread(thread('<meta property="og:type" content="article">'));
      expect(out).toContain('My kettle started to click');
      expect(out).not.toContain('That click is the bimetallic strip');
    });

    it('is still removed on any page when it is mostly links', () => {
      const share = '<div class="share-widget"><a href="/s/1">Share on Mastodon</a> <a href="/s/2">Share by e-mail</a> <a href="/s/3">Copy the link</a></div>';
      const out = readThread(thread('', share));
      expect(out).toContain('That click is the bimetallic strip');
      expect(out).not.toContain('Share on Mastodon');
    });
  });

  describe('a box that links as it goes', () => {
    // Over 200 characters outside its links and few commas (Readability judges only such boxes), links
    // over a fifth of its text: Readability's "low weight and a little linky" check removed it.
    const guide =
      '<div class="tips"><p>Cook the roots in plenty of water and test them with a knife before you drain them. ' +
      'The <a href="/guides/mash">full guide to a smooth and silky mash for the holidays</a> explains why a ricer beats a blender here. ' +
      'Warm the milk first so the mash stays hot and do not add it all at once. ' +
      'Our <a href="/guides/butter">notes on browning butter without burning it</a> and the <a href="/guides/nutmeg">page on grating fresh nutmeg by hand</a> go further.</p></div>';
    const teasers =
      '<div class="more"><p><a href="/recipes/gratin">Potato gratin for a crowd of twelve people</a> <a href="/recipes/rolls">Soft dinner rolls you can bake the day before</a> Two more sides.</p></div>';

    it('is kept when it has prose of its own outside its links, on any page', () => {
      for (const head of ['', '<meta property="og:type" content="article">']) {
        const out = read(page('', guide).replace('<head>', `<head>${head}`));
        expect(out).toContain('Peel the vegetables');
        expect(out).toContain('explains why a ricer beats a blender');
        expect(out).toContain('full guide to a smooth and silky mash');
      }
    });

    it('is still removed when a headline in it is a link (teasers with their blurbs)', () => {
      const blurb = 'Keeps for two days and warms up while the roast rests.';
      const titles = ['Potato gratin for a crowd of twelve', 'Soft dinner rolls to bake the day before', 'Honey roast carrots with thyme and garlic', 'Green beans with toasted almonds and lemon', 'Braised red cabbage with apples and cloves'];
      // The link in the headline, or the headline in the link (a card whose whole head is its link).
      const cards = [(t: string, i: number) => `<h3><a href="/recipes/${i}">${t}</a></h3>`, (t: string, i: number) => `<a href="/recipes/${i}"><h3>${t}</h3></a>`];
      for (const card of cards) {
        const list = `<div class="more">${titles.map((t, i) => `${card(t, i)}<p>${blurb}</p>`).join('')}</div>`;
        const out = read(page('', list));
        expect(out).toContain('Peel the vegetables');
        expect(out).not.toContain('Soft dinner rolls');
      }
    });

    it('is still removed when little of its text is outside its links (teasers)', () => {
      for (const head of ['', '<meta property="og:type" content="article">']) {
        const out = read(page('', teasers).replace('<head>', `<head>${head}`));
        expect(out).toContain('Peel the vegetables');
        expect(out).not.toContain('Soft dinner rolls');
      }
    });
  });
});
