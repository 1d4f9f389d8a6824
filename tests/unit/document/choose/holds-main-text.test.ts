/**
 * Walks tests/unit/document/choose/holds-main-text: each folder is a page (source.html) and what its
 * document must keep and drop, and which path it takes (expected.json). A short article holding the
 * page's main text stays Readability's; a home page's teaser among other teasers still falls back to
 * the whole page. A new case is a new folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { denserBlock, holdsMainText } from '../../../../src/core/document/choose/holds-main-text';
import { roughTextLength } from '../../../../src/core/document/choose/clean-body';
import { mainTextBlock, widenedToArticle } from '../../../../src/core/document/choose/main-text-block';
import { mainTextByElement, mainTextLength, readingLength, weightedLength } from '../../../../src/core/document/dom/main-text';

const dir = fileURLToPath(new URL('./holds-main-text', import.meta.url));

interface Expected {
  url: string;
  path: string;
  keeps: string[];
  drops: string[];
}

describe('holdsMainText', () => {
  for (const c of readdirSync(dir)) {
    it(c, () => {
      const expected = JSON.parse(readFileSync(join(dir, c, 'expected.json'), 'utf8')) as Expected;
      const doc = htmlToDocument(parseHtml(readFileSync(join(dir, c, 'source.html'), 'utf8'), expected.url), expected.url);
      const text = doc.lines.join('\n');
      expect(doc.path).toBe(expected.path);
      for (const k of expected.keeps) expect(text).toContain(k);
      for (const d of expected.drops) expect(text).not.toContain(d);
    });
  }
});

const page = (html: string) => parseHtml(`<html><body>${html}</body></html>`, 'https://example.com/');
const body = (html: string) => page(html).body;
const prose = 'The council met on Thursday to discuss the budget for the parks and the new cycle lanes.';
const teaser = (n: number) => `<div class="teaser"><p>Story ${n}. ${prose}</p></div>`;

describe('holdsMainText, between an article and its page', () => {
  it('holds when the rest of the page is menus and link lists', () => {
    const links = Array.from({ length: 12 }, (_, i) => `<li><a href="/s/${i}">${prose}</a></li>`).join('');
    const home = page(`<nav><p>${prose}</p></nav>${teaser(1)}<ul>${links}</ul>`);
    expect(holdsMainText({ article: mainTextLength(body(teaser(1))), page: mainTextLength(home.body) })).toBe(true);
  });

  it('does not hold for one teaser of a home page among the prose of others', () => {
    const home = page([1, 2, 3, 4].map(teaser).join(''));
    expect(holdsMainText({ article: mainTextLength(body(teaser(1))), page: mainTextLength(home.body) })).toBe(false);
  });
});

describe('mainTextLength', () => {

  it('counts a paragraph of prose and not a list of links of the same length', () => {
    expect(mainTextLength(body(`<p>${prose}</p>`))).toBe(weightedLength(prose));
    expect(mainTextLength(body(`<ul><li><a href="/a">${prose}</a></li></ul>`))).toBe(0);
  });

  it('leaves out what the page does not show (a hidden menu, a closed dialog, a modal’s text)', () => {
    expect(mainTextLength(body(`<div hidden><p>${prose}</p></div><dialog><p>${prose}</p></dialog><div style="display: none"><p>${prose}</p></div><div aria-hidden="true"><p>${prose}</p></div>`))).toBe(0);
  });

  it('leaves out a dialog laid over the page (a cookie preference centre), open or not', () => {
    expect(mainTextLength(body(`<div role="dialog" aria-modal="true"><p>${prose}</p></div><div role="alertdialog"><p>${prose}</p></div><p>${prose}</p>`))).toBe(weightedLength(prose));
  });

  it('leaves out the site’s landmarks and short lines', () => {
    expect(mainTextLength(body(`<nav><p>${prose}</p></nav><footer><p>${prose}</p></footer><p>Share this story</p>`))).toBe(0);
  });

  it('weighs a Japanese character as three Latin letters', () => {
    expect(weightedLength('駅が開業 ok')).toBe(14);
  });
});

describe('readingLength', () => {
  it('weighs Han characters and kana as three of the characters counted, Hangul, Latin letters and spaces as one', () => {
    const text = '利率 持平 ok 한국어';
    expect(readingLength(text, text.length)).toBe(text.length + 2 * 4);
    expect(readingLength('rates held', 10)).toBe(10);
    expect(readingLength('カタカナ', 4)).toBe(12);
  });
});

const post = (n: number) => `<div class="post"><span>user${n}</span><div class="msg">${prose} Reply ${n}.</div></div>`;
const notice = `<div class="notice"><p>Guests must sign in to write, subscribe and send messages; registration is free and quick.</p></div>`;

describe('mainTextBlock', () => {
  it('finds the smallest element holding most of the page’s main text: a thread, not one post of it', () => {
    const doc = page(`<div id="top">${notice}</div><div id="wrap"><div id="thread">${[1, 2, 3, 4, 5].map(post).join('')}</div></div>`);
    expect(mainTextBlock(doc.body)?.block.id).toBe('thread');
  });

  it('goes down into a story inside its wrappers, past a short aside of prose', () => {
    const story = Array.from({ length: 6 }, (_, i) => `<p>${prose} Part ${i}.</p>`).join('');
    const doc = page(`<div id="page"><div id="story"><span>${story}</span></div><div class="box"><p>${prose}</p></div></div>`);
    const found = mainTextBlock(doc.body)!.block;
    // The story's six paragraphs (its innermost wrapper, the <span>), without the box beside it.
    expect(found.closest('#story')).not.toBeNull();
    expect(found.querySelectorAll('p')).toHaveLength(6);
  });

  it('is the body when the prose is spread over the page, and null when it has none', () => {
    expect(mainTextBlock(page([1, 2, 3, 4].map(teaser).join('')).body)?.block.tagName).toBe('BODY');
    expect(mainTextBlock(page('<ul><li><a href="/a">Home</a></li></ul>').body)).toBeNull();
  });
});

describe('mainTextByElement', () => {
  it('gives each element the main text inside it and the same total as mainTextLength', () => {
    const doc = page(`<div id="a"><p>${prose}</p><p><a href="/x">${prose}</a></p></div><nav id="n"><p>${prose}</p></nav>`);
    const { total, within } = mainTextByElement(doc.body);
    expect(total).toBe(mainTextLength(doc.body));
    expect(within.get(doc.getElementById('a')!)).toBe(weightedLength(prose));
    expect(within.has(doc.getElementById('n')!)).toBe(false);
  });
});

describe('denserBlock, the check on the chosen article', () => {
  const thread = page(`<div id="top">${notice}</div><div id="thread">${[1, 2, 3, 4, 5].map(post).join('')}</div>`);
  const share = (article: string) => ({ article: mainTextLength(body(article)), page: mainTextLength(thread.body) });
  const el = (html: string) => body(html).firstElementChild!;

  it('takes the thread when the article is a notice beside it, and not the page around both', () => {
    expect(denserBlock(share(notice), el(notice), 0, () => thread)?.id).toBe('thread');
  });

  it('keeps an article holding half or more of the page’s main text', () => {
    const three = [1, 2, 3].map(post).join('');
    expect(denserBlock(share(three), el(three), 0, () => thread)).toBeNull();
  });

  it('keeps two posts of five: an article inside the block is read whole unless under a fifth of its prose', () => {
    const two = [1, 2].map(post).join('');
    expect(denserBlock(share(two), el(two), 0, () => thread)).toBeNull();
  });

  it('takes the thread for one post of five inside it: a fragment', () => {
    const one = post(1);
    expect(denserBlock(share(one), el(one), 0, () => thread)?.id).toBe('thread');
  });

  it('takes the thread for a note outside it holding over a fifth of the page’s prose', () => {
    const note = `<div class="note"><p>${prose} Guests must sign in to write, subscribe and read the forum’s rules first.</p></div>`;
    const page2 = page(`<div id="top">${note}</div><div id="thread">${[1, 2, 3, 4, 5, 6].map(post).join('')}</div>`);
    const s = { article: mainTextLength(body(note)), page: mainTextLength(page2.body) };
    expect(s.article).toBeGreaterThan(0.2 * s.page);
    expect(denserBlock(s, el(note), 0, () => page2)?.id).toBe('thread');
  });

  it('keeps an article of short items whose own text is over twice the block’s (a shop’s product list)', () => {
    const items = Array.from({ length: 80 }, (_, i) => `<li>Trail shoe ${i}, size 38 to 46, in stock</li>`).join('');
    expect(denserBlock(share(notice), el(`<ul>${items}</ul>`), roughTextLength(body(`<ul>${items}</ul>`)), () => thread)).toBeNull();
  });

  it('trusts an article over 2,500 characters, as trafilatura trusts a long result of its own', () => {
    expect(denserBlock(share(notice), el(notice), 2501, () => { throw new Error('read the page'); })).toBeNull();
  });

  it('does not read the page again when the article holds most of it', () => {
    const all = [1, 2, 3, 4, 5].map(post).join('');
    expect(denserBlock(share(all), el(all), 0, () => { throw new Error('read the page'); })).toBeNull();
  });
});

describe('widenedToArticle, a thread with its question', () => {
  const question = `<div class="question"><p>How did you get started in woodworking, and what would you tell someone beginning now?</p></div>`;
  const answers = `<ol id="answers">${[1, 2, 3, 4, 5, 6].map((n) => `<li>${post(n)}</li>`).join('')}</ol>`;
  const menus = `<ul>${Array.from({ length: 30 }, (_, i) => `<li><a href="/t/${i}">Topic ${i} of the forum</a></li>`).join('')}</ul>`;
  const articleOf = (html: string) => body(html).firstElementChild!;

  it('takes the region holding the question and its answers, when it holds little else', () => {
    const doc = page(`${menus}<main id="thread">${question}${answers}</main>${menus}`);
    const block = doc.getElementById('answers')!;
    expect(widenedToArticle(block, articleOf(question), roughTextLength(articleOf(question)), doc.body).id).toBe('thread');
  });

  it('keeps the answers alone when the only region around both is the page', () => {
    const doc = page(`${question}${menus}${answers}`);
    const block = doc.getElementById('answers')!;
    expect(widenedToArticle(block, articleOf(question), roughTextLength(articleOf(question)), doc.body)).toBe(block);
  });

  it('keeps the answers alone when the region around both holds much else', () => {
    const doc = page(`<div id="wrap">${question}${menus}${menus}${menus}${answers}</div>`);
    const block = doc.getElementById('answers')!;
    expect(widenedToArticle(block, articleOf(question), roughTextLength(articleOf(question)), doc.body)).toBe(block);
  });
});
