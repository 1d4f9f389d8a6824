import { describe, expect, it } from 'vitest';
import { BlockRenderer, markdownToHtml, replacePlaceholders, splitBlocks, withPlaceholders } from '../../../src/sidepanel/markdown/answer-blocks';

describe('answer blocks', () => {
  it('splits at blank lines but never inside fenced code', () => {
    const md = 'Para one\nstill one\n\n```js\na()\n\nb()\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n\n- x\n- y';
    expect(splitBlocks(md)).toEqual(['Para one\nstill one', '```js\na()\n\nb()\n```', '| a | b |\n|---|---|\n| 1 | 2 |', '- x\n- y']);
  });

  it('renders GFM tables, lists and code', () => {
    const html = markdownToHtml('| a | b |\n|---|---|\n| 1 | 2 |\n\n- x\n\n```\ncode\n```');
    expect(html).toContain('<table>');
    expect(html).toContain('<li>x</li>');
    expect(html).toContain('<pre><code>code');
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

  it('adds a copy button to code blocks', () => {
    const r = new BlockRenderer((h) => h);
    expect(r.render('```\nx\n```')[0]).toContain('<button type="button" class="copy-code">Copy code</button><pre>');
  });
});
