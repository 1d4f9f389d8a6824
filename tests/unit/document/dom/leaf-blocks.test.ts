import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { insideOpaque, leafBlocks, removeWithEmptyAncestors } from '../../../../src/core/document/dom/leaf-blocks';

function article(html: string): Element {
  return parseHtml(`<html><body><div id="a">${html}</div></body></html>`, 'https://news.test/a').querySelector('#a')!;
}
const texts = (els: Element[]) => els.map((el) => `${el.nodeName}:${(el.textContent ?? '').trim()}`);

describe('leafBlocks', () => {
  const a = () =>
    article(`<header><h1>Title</h1><p class="byline">By A</p><span class="ts">Updated <time>Nov 20</time></span></header>
      <div><p>One <a href="/x">link</a> and <time>Nov 19</time> in a sentence.</p><ul><li>Item</li></ul></div>
      <figure><img src="x.jpg"><figcaption>Cap</figcaption></figure><p>Last</p>`);

  it('gives the innermost blocks in order, inline units beside blocks, opaque blocks whole', () => {
    expect(texts(leafBlocks(a(), 20))).toEqual(['H1:Title', 'P:By A', 'SPAN:Updated Nov 20', 'P:One link and Nov 19 in a sentence.', 'LI:Item', 'FIGURE:Cap', 'P:Last']);
  });

  it('stops at the number asked for, from either end', () => {
    expect(texts(leafBlocks(a(), 2))).toEqual(['H1:Title', 'P:By A']);
    expect(texts(leafBlocks(a(), 3, true))).toEqual(['P:Last', 'FIGURE:Cap', 'LI:Item']);
  });

  it('does not split a sentence: inline elements among loose text are not units', () => {
    const el = article('<div>Text before <time>Nov 19</time> after.<p>Para</p></div>');
    expect(texts(leafBlocks(el, 10))).toEqual(['P:Para']);
  });
});

describe('removeWithEmptyAncestors', () => {
  it('removes the wrappers left empty, and stops at one with text or media', () => {
    const el = article('<div class="author"><ul><li><a href="/a">View author archive</a></li></ul></div><div><figure><img src="x.jpg"></figure><p>Credit</p></div><p>Story</p>');
    removeWithEmptyAncestors(el.querySelector('li')!, el);
    expect(el.querySelector('.author')).toBeNull();
    removeWithEmptyAncestors(el.querySelectorAll('p')[0]!, el);
    expect(el.querySelector('figure')).not.toBeNull();
    expect(el.textContent?.trim()).toBe('Story');
  });
});

describe('insideOpaque', () => {
  it('knows blocks inside quotes, tables, code and figures', () => {
    const el = article('<blockquote><p>Quoted</p></blockquote><table><tr><td><p>Cell</p></td></tr></table><p>Free</p>');
    const [quoted, cell, free] = Array.from(el.querySelectorAll('p'));
    expect([insideOpaque(quoted!, el), insideOpaque(cell!, el), insideOpaque(free!, el)]).toEqual([true, true, false]);
  });
});
