import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { blocksFromEnd, blocksFromStart } from '../../../../src/core/document/dom/end-blocks';

const article = () =>
  parseHtml(`<html><body><div id="a"><p>One</p><div><p>Two <a href="/x">link</a></p><figure><img src="/i.png"></figure><ul><li>Three</li><li>Four</li></ul></div><section><div>Five</div></section></div></body></html>`).querySelector('#a')!;

describe('end blocks', () => {
  it('yields the innermost non-empty blocks from the end backwards and from the start forwards', () => {
    expect(Array.from(blocksFromEnd(article()), (b) => b.el.textContent)).toEqual(['Five', 'Four', 'Three', 'Two link', 'One']);
    expect(Array.from(blocksFromStart(article()), (b) => b.el.textContent)).toEqual(['One', 'Two link', 'Three', 'Four', 'Five']);
  });

  it('goes on when the caller removes the block it was given', () => {
    const a = article();
    const seen: string[] = [];
    for (const { el } of blocksFromStart(a)) {
      seen.push(el.textContent ?? '');
      el.remove();
    }
    expect(seen).toEqual(['One', 'Two link', 'Three', 'Four', 'Five']);
    const b = article();
    const back: string[] = [];
    for (const { el } of blocksFromEnd(b)) {
      back.push(el.textContent ?? '');
      el.remove();
    }
    expect(back).toEqual(['Five', 'Four', 'Three', 'Two link', 'One']);
  });

  it("goes on when the caller removes a block's wrapper", () => {
    const html = `<html><body><div id="a"><p>One</p><figure><a href="/b"><img src="/b.png"></a><figcaption>Banner</figcaption></figure><p>Two</p></div></body></html>`;
    const back: string[] = [];
    const a = parseHtml(html).querySelector('#a')!;
    for (const { el } of blocksFromEnd(a)) {
      back.push(el.textContent ?? '');
      if (el.nodeName === 'FIGCAPTION') el.closest('figure')!.remove();
    }
    expect(back).toEqual(['Two', 'Banner', 'One']);
    const forth: string[] = [];
    const b = parseHtml(html).querySelector('#a')!;
    for (const { el } of blocksFromStart(b)) {
      forth.push(el.textContent ?? '');
      if (el.nodeName === 'FIGCAPTION') el.closest('figure')!.remove();
    }
    expect(forth).toEqual(['One', 'Banner', 'Two']);
  });
});
