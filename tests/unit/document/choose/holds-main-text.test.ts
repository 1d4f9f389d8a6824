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
import { holdsMainText } from '../../../../src/core/document/choose/holds-main-text';
import { mainTextLength, weightedLength } from '../../../../src/core/document/dom/main-text';

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
    expect(holdsMainText(body(teaser(1)), () => home)).toBe(true);
  });

  it('does not hold for one teaser of a home page among the prose of others', () => {
    const home = page([1, 2, 3, 4].map(teaser).join(''));
    expect(holdsMainText(body(teaser(1)), () => home)).toBe(false);
  });
});

describe('mainTextLength', () => {

  it('counts a paragraph of prose and not a list of links of the same length', () => {
    expect(mainTextLength(body(`<p>${prose}</p>`))).toBe(weightedLength(prose));
    expect(mainTextLength(body(`<ul><li><a href="/a">${prose}</a></li></ul>`))).toBe(0);
  });

  it('leaves out the site’s landmarks and short lines', () => {
    expect(mainTextLength(body(`<nav><p>${prose}</p></nav><footer><p>${prose}</p></footer><p>Share this story</p>`))).toBe(0);
  });

  it('weighs a Japanese character as three Latin letters', () => {
    expect(weightedLength('駅が開業 ok')).toBe(14);
  });
});
