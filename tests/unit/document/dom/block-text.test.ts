import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { closestTag, CollapsedLength, collapsedLength, collapsedText, firstTextChar, hasDescendantTag, inQuoteTableOrCode, lettersAndDigits, linkTextLength, shortText, textLength } from '../../../../src/core/document/dom/block-text';

describe('block text', () => {
  const dom = parseHtml('<div id="a">  You may <b>also</b>\n   like <a href="/x">this</a> </div><div id="b">' + '<p>word </p>'.repeat(500) + '</div>', 'https://x.test/');
  const a = dom.querySelector('#a')!;
  const b = dom.querySelector('#b')!;

  it('tells whether an element holds one of some tags at any depth, not counting itself', () => {
    const tags = new Set(['P', 'IMG']);
    expect(hasDescendantTag(b, tags)).toBe(true);
    expect(hasDescendantTag(a, tags)).toBe(false);
    expect(hasDescendantTag(b.querySelector('p')!, tags)).toBe(false);
    const deep = parseHtml('<div id="d"><span><em><a href="/y"><img src="y.png" alt=""></a></em></span></div>', 'https://x.test/').querySelector('#d')!;
    expect(hasDescendantTag(deep, tags)).toBe(true);
    expect(hasDescendantTag(deep, new Set(['TABLE']))).toBe(false);
  });

  it('measures text and link text with whitespace collapsed', () => {
    expect(textLength(a)).toBe('You may also like this'.length);
    expect(linkTextLength(a)).toBe(4);
  });

  it('measures link text as summing querySelectorAll("a") would: nested links, links made by script, none in a template', () => {
    const doc = parseHtml('<html><body><div id="x"><template><a>hidden words</a></template><p>See <a>one  two</a> and <a>y<a>zz</a></a>.</p></div></body></html>', 'https://a.test/');
    const block = doc.getElementById('x')!;
    block.appendChild(doc.createElement('A')).textContent = 'made';
    const bySelector = Array.from(block.querySelectorAll('a')).reduce((n, a) => n + textLength(a), 0);
    expect(bySelector).toBe(7 + 3 + 2 + 4);
    expect(linkTextLength(block)).toBe(bySelector);
  });

  it('gives the collapsed text of a short block, and null for a longer one without reading all of it', () => {
    expect(shortText(a, 40)).toBe('You may also like this');
    expect(shortText(a, 10)).toBeNull();
    expect(shortText(b, 60)).toBeNull();
    expect(shortText(b, 5000)).toBe(Array(500).fill('word').join(' '));
  });

  it('stops reading a block at its first character past the limit', () => {
    const page = parseHtml(`<div id="d"><p>${'long words '.repeat(10)}</p><p>unread</p></div>`, 'https://x.test/');
    const unread = page.querySelectorAll('p')[1]!.firstChild!;
    Object.defineProperty(unread, 'nodeValue', { get: () => expect.unreachable('read past the limit') });
    expect(shortText(page.querySelector('#d')!, 50)).toBeNull();
    expect(shortText(page.querySelector('p')!, 200)).toBe('long words '.repeat(10).trim());
  });

  it('reads a short block in document order down to its deepest text, and nothing after the block', () => {
    const page = parseHtml('<div id="c"><p>one <em>two <b>three</b></em></p><span></span></div><p>after</p><div id="e"></div>', 'https://x.test/');
    expect(shortText(page.querySelector('#c')!, 40)).toBe('one two three');
    expect(shortText(page.querySelector('em')!, 40)).toBe('two three');
    expect(shortText(page.querySelector('#e')!, 40)).toBe('');
  });

  it('gives the first character of a block’s text past its whitespace, as its collapsed text starts', () => {
    const page = parseHtml('<p id="c"> <span>\u00a0\n</span><em> <b>(Photo</b></em>: AP)</p><p id="e"> <br> </p><p>after</p>', 'https://x.test/');
    expect(firstTextChar(page.querySelector('#c')!)).toBe('(');
    expect(firstTextChar(page.querySelector('#e')!)).toBe('');
    expect(firstTextChar(a)).toBe('Y');
  });

  it('measures text as collapsing its whitespace runs to one space and trimming it would, for every kind of space', () => {
    const samples = ['', '   ', 'word', '  two   words  ', 'a\t\n\r\v\fb', ' x\u00a0\u1680y\u2000\u200a z\u2028\u2029\u202f\u205f\u3000\ufeff ', 'no\u200bbreak\u0085here\u180e'];
    for (const s of samples) expect(collapsedLength(s), JSON.stringify(s)).toBe(s.replace(/\s+/g, ' ').trim().length);
    expect(collapsedLength('  two   words  ')).toBe(9);
  });

  it('finds the element itself or its nearest ancestor with one of some tags, as closest() with those tag names would', () => {
    const page = parseHtml('<table><tr><td><pre><code id="c">x</code></pre></td></tr></table><svg><g id="g"></g></svg><p id="p">y</p>', 'https://x.test/');
    const code = page.querySelector('#c')!;
    expect(closestTag(code, new Set(['pre', 'table']))).toBe(page.querySelector('pre'));
    expect(closestTag(code, new Set(['code']))).toBe(code);
    expect(closestTag(page.querySelector('#g')!, new Set(['svg']))).toBe(page.querySelector('svg'));
    expect(closestTag(page.querySelector('#p')!, new Set(['pre', 'table', 'blockquote']))).toBeNull();
  });

  it('tells whether a block is, or sits in, code, a table or a quotation, as closest("pre, table, blockquote") does', () => {
    const page = parseHtml('<p id="p">Subscribe</p><blockquote><p id="q">Subscribe</p></blockquote><table><tr><td id="t">x</td></tr></table><pre id="c">x</pre>', 'https://x.test/');
    for (const id of ['p', 'q', 't', 'c']) {
      const el = page.querySelector(`#${id}`)!;
      expect(inQuoteTableOrCode(el)).toBe(el.closest('pre, table, blockquote') !== null);
    }
    expect(inQuoteTableOrCode(page.querySelector('#p')!)).toBe(false);
    expect(inQuoteTableOrCode(page.querySelector('#q')!)).toBe(true);
    expect(inQuoteTableOrCode(page.querySelector('#c')!)).toBe(true);
  });
});

describe('collapsedText and lettersAndDigits', () => {
  it('collapse whitespace runs and trim, or keep only letters and digits in lower case', () => {
    expect(collapsedText('  Alice \n\t wrote:\u00a0 ')).toBe('Alice wrote:');
    expect(collapsedText(null)).toBe('');
    expect(lettersAndDigits('Ascom’s, Ltd. — No. 1!')).toBe('ascomsltdno1');
    expect(lettersAndDigits('Ünïcode Straße')).toBe('ünïcodestraße');
  });
});

describe('CollapsedLength', () => {
  it('counts text given in pieces as collapsedLength counts the pieces joined', () => {
    const cases = [['  Hello ', '  world  '], ['a', 'b'], ['', ' x ', '', 'y\n\n'], ['\u00a0lead', ' ', ' trail\t']];
    for (const pieces of cases) {
      const counted = new CollapsedLength();
      for (const piece of pieces) counted.add(piece);
      expect(counted.length).toBe(collapsedLength(pieces.join('')));
    }
    expect(new CollapsedLength().add('  a  b ').add(' c').length).toBe('a b c'.length);
  });

  it('stops counting once past a limit it is given, and counts all below it', () => {
    expect(new CollapsedLength().add('one two three four', 5).length).toBe(6);
    expect(new CollapsedLength().add('  one  two ', 5).length).toBe(6);
    expect(new CollapsedLength().add('  one  two ', 7).length).toBe(7);
    expect(new CollapsedLength().add('one', 0).length).toBe(1);
  });
});
