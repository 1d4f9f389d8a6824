import { describe, expect, it } from 'vitest';
import { CitationStreamBuffer } from '../../../src/core/agent/citation-stream';
import { resolveCitations } from '../../../src/core/agent/citations';
import { plainLine, textFragment } from '../../../src/core/agent/text-fragment';
import { BrowserSession } from '../../../src/core/browser/browser-session';
import { PM_PAGE, page } from '../browser/fixtures';

function session(): BrowserSession {
  const s = new BrowserSession();
  s.add({ doc: page('https://search.example/?q=pm', 'Web search for “pm”', ['# Search Results', '', '  * 【0†GOV.UK†gov.uk】']), startLine: 1 });
  s.add({ doc: PM_PAGE, startLine: 1 });
  return s;
}

describe('resolveCitations', () => {
  it('resolves a range citation with URL, title, host, lines and a text fragment', () => {
    const answer = 'The PM is Keir Starmer【1†L4-L6】.';
    const [c] = resolveCitations(answer, session());
    expect(c).toEqual({
      marker: '【1†L4-L6】',
      index: answer.indexOf('【'),
      cursor: 1,
      startLine: 4,
      endLine: 6,
      url: PM_PAGE.url,
      title: 'Prime Minister - GOV.UK',
      host: 'gov.uk',
      lines: PM_PAGE.lines.slice(3, 6),
      fragment: '#:~:text=Current%20role%20holder%3A%20The,on%205%20July%202024.',
      passage: expect.objectContaining({ lead: expect.any(String), tail: expect.any(String) }),
      check: { claims: [], missing: [] },
    });
  });

  it('checks the numbers and dates of the sentence each citation ends against its lines', () => {
    const answer = 'Starmer became Prime Minister on 5 July 2024【1†L6】 and leader in April 2021【1†L8】.';
    const [ok, wrong] = resolveCitations(answer, session());
    expect(ok!.check).toEqual({ claims: ['5 July 2024'], missing: [] });
    expect(wrong!.check).toEqual({ claims: ['April 2021'], missing: ['April 2021'] });
  });

  it('handles single lines, several in a row, ASCII brackets and en dashes', () => {
    const answer = 'A【1†L6】【0†L3】 B [1†L7-L8] C 【1†L6–L7】';
    const cs = resolveCitations(answer, session());
    expect(cs.map((c) => [c.marker, c.cursor, c.startLine, c.endLine])).toEqual([
      ['【1†L6】', 1, 6, 6],
      ['【0†L3】', 0, 3, 3],
      ['[1†L7-L8]', 1, 7, 8],
      ['【1†L6–L7】', 1, 6, 7],
    ]);
    expect(cs[0]!.fragment).toBe('#:~:text=Sir%20Keir%20Starmer%20became,on%205%20July%202024.');
  });

  it('leaves invalid citations as text: unknown cursor, line out of range, reversed range', () => {
    expect(resolveCitations('x【7†L1】 y【1†L99】 z【1†L5-L2】 w【1†Lx】', session())).toEqual([]);
  });

  it('clamps an end line past the end of the page', () => {
    expect(resolveCitations('【1†L7-L40】', session())[0]).toMatchObject({ startLine: 7, endLine: 8 });
  });
});

describe('text fragments', () => {
  it('strips link quotes and markdown before building the fragment', () => {
    expect(plainLine('## **Bold** heading with 【3†a link†example.com】 and [md](http://x) `code`')).toBe('Bold heading with a link and md code');
    expect(plainLine('  * 【0†Prime Minister - GOV.UK†gov.uk】')).toBe('Prime Minister - GOV.UK');
    expect(textFragment(['  * 【0†Prime Minister - GOV.UK†gov.uk】'])).toBe('#:~:text=Prime%20Minister%20%2D%20GOV.UK');
    expect(textFragment(['', '   '])).toBe('');
  });
});

describe('CitationStreamBuffer', () => {
  it('never lets half a marker through, wherever the stream is split', () => {
    const text = 'Starmer【1†L4-L6】 and [1†L7] then 【1†L6–L7】. [note] done【x';
    for (let size = 1; size <= 6; size++) {
      const buf = new CitationStreamBuffer();
      const out: string[] = [];
      for (let i = 0; i < text.length; i += size) out.push(buf.push(text.slice(i, i + size)));
      out.push(buf.end());
      expect(out.join('')).toBe(text);
      for (const piece of out) expect(piece).not.toMatch(/【\d*(†L?\d*(-L?\d*)?)?$/);
    }
  });

  it('passes ordinary text straight through', () => {
    const buf = new CitationStreamBuffer();
    expect(buf.push('Hello [world')).toBe('Hello [world');
    expect(buf.push(' and 【1†')).toBe(' and ');
    expect(buf.push('L2】!')).toBe('【1†L2】!');
  });
});
