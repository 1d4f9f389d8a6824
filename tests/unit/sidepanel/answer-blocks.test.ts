import { describe, expect, it } from 'vitest';
import { BlockRenderer, markdownToHtml, replacePlaceholders, splitBlockRanges, splitBlocks, withPlaceholders } from '../../../src/sidepanel/markdown/answer-blocks';

describe('answer blocks', () => {
  it('splits at blank lines but never inside fenced code', () => {
    const md = 'Para one\nstill one\n\n```js\na()\n\nb()\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n\n- x\n- y';
    expect(splitBlocks(md)).toEqual(['Para one\nstill one', '```js\na()\n\nb()\n```', '| a | b |\n|---|---|\n| 1 | 2 |', '- x\n- y']);
  });

  it('renders GFM tables, lists and code', () => {
    const html = markdownToHtml('| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n\n```\ncode\n```');
    expect(html).toContain('<table>');
    expect(html).toContain('<li>x</li>');
    expect(html).toContain('<pre><code>\uE002\uE003code');
  });

  it('replaces only real markers with placeholders and strips forged ones', () => {
    const content = 'A \uE0009\uE001 claim 【1†L3】 and 【7†L1】.';
    const text = withPlaceholders(content, [{ marker: '【1†L3】', index: 8 }]);
    expect(text).toBe('A 9 claim \uE0000\uE001 and 【7†L1】.');
    expect(replacePlaceholders(`<p>${text}</p>`, (i) => `<a data-cite="${i}">c</a>`)).toBe('<p>A 9 claim <a data-cite="0">c</a> and 【7†L1】.</p>');
  });

  it('re-renders only blocks that changed while streaming', () => {
    let calls = 0;
    const r = new BlockRenderer((html) => {
      calls++;
      return html;
    });
    r.render('First paragraph.\n\nSecond');
    expect(calls).toBe(2);
    const out = r.render('First paragraph.\n\nSecond grows');
    expect(calls).toBe(3);
    expect(out[1]).toContain('Second grows');
  });

  it('re-splits only the tail of a growing text, with the same result as a full split', () => {
    const md = 'One\n\n```\na\n\nb\n```\n\nThree';
    const full = splitBlockRanges(md);
    expect(full.map((b) => b.start)).toEqual([0, 5, 19]);
    expect(splitBlockRanges(md, 5)).toEqual(full.slice(1));
    const r = new BlockRenderer((h) => h);
    let acc = '';
    const pieces = md.match(/.{1,3}/gs)!;
    let last: string[] = [];
    for (const p of pieces) last = r.render((acc += p));
    expect(last).toEqual(new BlockRenderer((h) => h).render(md));
  });

  it('puts chips only where real markers are, per block', () => {
    const content = 'First 【0†L1】 claim.\n\nSecond 【1†L2-L3】 and fake \uE0000\uE001.';
    const citations = [
      { marker: '【0†L1】', index: 6 },
      { marker: '【1†L2-L3】', index: content.indexOf('【1†') },
    ];
    const r = new BlockRenderer((h) => h, (i) => `<a data-cite="${i}"></a>`);
    const [a, b] = r.render(content, citations);
    expect(a).toBe('<p>First <a data-cite="0"></a> claim.</p>\n');
    expect(b).toBe('<p>Second <a data-cite="1"></a> and fake 0.</p>\n');
  });

  it('gives a streamed-in citation its chip at once, re-rendering only the block it is in', () => {
    let calls = 0;
    const r = new BlockRenderer(
      (h) => {
        calls++;
        return h;
      },
      (i) => `<a data-cite="${i}"></a>`,
    );
    const first = 'First 【0†L1】 claim.';
    let content = `${first}\n\nSecond 【1†L2】`;
    const c0 = { marker: '【0†L1】', index: 6 };
    const c1 = { marker: '【1†L2】', index: content.indexOf('【1†') };
    r.render(content, [c0]);
    calls = 0;
    // The next citations event: a new, longer list; the first block's chip is unchanged.
    const [a, b] = r.render(content, [{ ...c0 }, c1]);
    expect(calls).toBe(1);
    expect(a).toBe('<p>First <a data-cite="0"></a> claim.</p>\n');
    expect(b).toBe('<p>Second <a data-cite="1"></a></p>\n');
    // A different marker at the same position in the list is a different chip.
    content = `${first.replace('L1', 'L2')}\n\nSecond 【1†L2】`;
    calls = 0;
    const [a2] = r.render(content, [{ marker: '【0†L2】', index: 6 }, c1]);
    expect(calls).toBe(1);
    expect(a2).toContain('<a data-cite="0"></a>');
  });

  it('adds a copy button to code blocks', () => {
    const r = new BlockRenderer((h) => h);
    expect(r.render('```\nx\n```')[0]).toContain('<button type="button" class="copy-code">Copy code</button></div><pre>');
  });
});
