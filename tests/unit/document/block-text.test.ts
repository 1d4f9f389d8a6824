import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { linkTextLength, shortText, textLength } from '../../../src/core/document/block-text';

describe('block text', () => {
  const dom = parseHtml('<div id="a">  You may <b>also</b>\n   like <a href="/x">this</a> </div><div id="b">' + '<p>word </p>'.repeat(500) + '</div>', 'https://x.test/');
  const a = dom.querySelector('#a')!;
  const b = dom.querySelector('#b')!;

  it('measures text and link text with whitespace collapsed', () => {
    expect(textLength(a)).toBe('You may also like this'.length);
    expect(linkTextLength(a)).toBe(4);
  });

  it('gives the collapsed text of a short block, and null for a longer one without reading all of it', () => {
    expect(shortText(a, 40)).toBe('You may also like this');
    expect(shortText(a, 10)).toBeNull();
    expect(shortText(b, 60)).toBeNull();
    expect(shortText(b, 5000)).toBe(Array(500).fill('word').join(' '));
  });
});
