// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BlockRenderer, markdownToHtml, splitBlockRanges, splitBlocks } from '../../../src/sidepanel/markdown/answer-blocks';
import { withPlaceholders } from '../../../src/sidepanel/markdown/placeholders';

/** Parses without sanitising: these tests are about blocks, chips and buttons (sanitize.test.ts covers the rest). */
function parse(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function counting(): { sanitize: typeof parse; calls: () => number; reset: () => void } {
  let calls = 0;
  return {
    sanitize: (html, doc) => {
      calls++;
      return parse(html, doc);
    },
    calls: () => calls,
    reset: () => (calls = 0),
  };
}

function chip(i: number, doc: Document): Element {
  const a = doc.createElement('a');
  a.dataset.cite = String(i);
  return a;
}

const html = (elements: HTMLElement[]) => elements.map((e) => e.innerHTML);

describe('answer blocks', () => {
  it('splits at blank lines but never inside fenced code', () => {
    const md = 'Para one\nstill one\n\n```js\na()\n\nb()\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n\n- x\n- y';
    expect(splitBlocks(md)).toEqual(['Para one\nstill one', '```js\na()\n\nb()\n```', '| a | b |\n|---|---|\n| 1 | 2 |', '- x\n- y']);
  });

  it('renders GFM tables, lists and code', () => {
    const out = markdownToHtml('| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n\n```\ncode\n```');
    expect(out).toContain('<table>');
    expect(out).toContain('<li>x</li>');
    expect(out).toContain('<pre><code>\uE002\uE003code');
  });

  it('replaces only real markers with placeholders and strips forged ones', () => {
    const content = 'A \uE0009\uE001 claim 【1†L3】 and 【7†L1】.';
    expect(withPlaceholders(content, [{ marker: '【1†L3】', index: 8 }])).toBe('A 9 claim \uE0000\uE001 and 【7†L1】.');
  });

  it('renders each block as its own md-block element', () => {
    const r = new BlockRenderer(document, parse);
    const out = r.render('First paragraph.\n\n- x');
    expect(out.map((e) => e.className)).toEqual(['md-block', 'md-block']);
    expect(html(out)).toEqual(['<p>First paragraph.</p>\n', '<ul>\n<li>x</li>\n</ul>\n']);
  });

  it('re-renders only blocks that changed while streaming, keeping the other elements', () => {
    const s = counting();
    const r = new BlockRenderer(document, s.sanitize);
    const [first] = r.render('First paragraph.\n\nSecond');
    expect(s.calls()).toBe(2);
    const out = r.render('First paragraph.\n\nSecond grows');
    expect(s.calls()).toBe(3);
    expect(out[0]).toBe(first);
    expect(out[1]!.textContent).toContain('Second grows');
  });

  it('re-splits only the tail of a growing text, with the same result as a full split', () => {
    const md = 'One\n\n```\na\n\nb\n```\n\nThree';
    const full = splitBlockRanges(md);
    expect(full.map((b) => b.start)).toEqual([0, 5, 19]);
    expect(splitBlockRanges(md, 5)).toEqual(full.slice(1));
    const r = new BlockRenderer(document, parse);
    let acc = '';
    const pieces = md.match(/.{1,3}/gs)!;
    let last: HTMLElement[] = [];
    for (const p of pieces) last = r.render((acc += p));
    expect(html(last)).toEqual(html(new BlockRenderer(document, parse).render(md)));
  });

  it('gives equal blocks their own elements when the text changes in place', () => {
    const r = new BlockRenderer(document, parse);
    r.render('A\n\n---\n\nB\n\n---');
    const out = r.render('A!\n\n---\n\nB\n\n---');
    expect(out).toHaveLength(4);
    expect(new Set(out).size).toBe(4);
    expect(html(out)).toEqual(['<p>A!</p>\n', '<hr>\n', '<p>B</p>\n', '<hr>\n']);
  });

  it('puts chips only where real markers are, per block, as nodes', () => {
    const content = 'First 【0†L1】 claim.\n\nSecond 【1†L2-L3】 and fake \uE0000\uE001.';
    const citations = [
      { marker: '【0†L1】', index: 6 },
      { marker: '【1†L2-L3】', index: content.indexOf('【1†') },
    ];
    const r = new BlockRenderer(document, parse, chip);
    const [a, b] = r.render(content, citations);
    expect(a!.innerHTML).toBe('<p>First <a data-cite="0"></a> claim.</p>\n');
    expect(b!.innerHTML).toBe('<p>Second <a data-cite="1"></a> and fake 0.</p>\n');
  });

  it('puts the chip for a marker inside link text right after the link', () => {
    const content = 'See [the report 【0†L1】 and 【1†L2】](https://example.com/r) now.';
    const citations = [
      { marker: '【0†L1】', index: content.indexOf('【0') },
      { marker: '【1†L2】', index: content.indexOf('【1') },
    ];
    const [p] = new BlockRenderer(document, parse, chip).render(content, citations);
    expect(p!.innerHTML).toBe('<p>See <a href="https://example.com/r">the report  and </a><a data-cite="0"></a><a data-cite="1"></a> now.</p>\n');
  });

  it('gives a streamed-in citation its chip at once, re-rendering only the block it is in', () => {
    const s = counting();
    const r = new BlockRenderer(document, s.sanitize, chip);
    const first = 'First 【0†L1】 claim.';
    let content = `${first}\n\nSecond 【1†L2】`;
    const c0 = { marker: '【0†L1】', index: 6 };
    const c1 = { marker: '【1†L2】', index: content.indexOf('【1†') };
    const [before] = r.render(content, [c0]);
    s.reset();
    // The next citations event: a new, longer list; the first block's chip is unchanged.
    const [a, b] = r.render(content, [{ ...c0 }, c1]);
    expect(s.calls()).toBe(1);
    expect(a).toBe(before);
    expect(a!.innerHTML).toBe('<p>First <a data-cite="0"></a> claim.</p>\n');
    expect(b!.innerHTML).toBe('<p>Second <a data-cite="1"></a></p>\n');
    // A different marker at the same position in the list is a different chip.
    content = `${first.replace('L1', 'L2')}\n\nSecond 【1†L2】`;
    s.reset();
    const [a2] = r.render(content, [{ marker: '【0†L2】', index: 6 }, c1]);
    expect(s.calls()).toBe(1);
    expect(a2!.innerHTML).toContain('<a data-cite="0"></a>');
  });

  it('looks at no finished block while only the text grows: chips are read for the growing tail only', () => {
    let text = '';
    const citations: { marker: string; index: number }[] = [];
    for (let n = 0; n < 200; n++) {
      const marker = `【${n % 5}†L${n + 1}】`;
      citations.push({ marker, index: text.length + 10 });
      text += `Paragraph ${marker} number ${n}.\n\n`;
    }
    let keys = 0;
    const numbers = new Map<string, number>();
    const r = new BlockRenderer(document, parse, chip, () => {
      keys++;
      return '';
    });
    r.render(text, citations, numbers);
    keys = 0;
    const out = r.render(`${text}More`, citations, numbers);
    expect(out).toHaveLength(201);
    // The last finished block is split again with the tail; the other 199 are not looked at.
    expect(keys).toBeLessThanOrEqual(1);
    // New numbers (another page cited first): every block's chips are compared again, none remade.
    const before = out.slice();
    keys = 0;
    const again = r.render(`${text}More!`, citations, new Map(numbers));
    expect(keys).toBe(200);
    expect(again.slice(0, 199).every((e, i) => e === before[i])).toBe(true);
  });

  it('adds a labelled copy button above each code block', () => {
    const [block] = new BlockRenderer(document, parse).render('```\nx\n```');
    const button = block!.querySelector('div.code-block > div.code-head > button')!;
    expect(button.outerHTML).toBe('<button type="button" class="copy-code">Copy code</button>');
    expect(button.parentElement!.nextElementSibling!.tagName).toBe('PRE');
    expect(block!.querySelectorAll('button')).toHaveLength(1);
  });
});
