import { describe, expect, it } from 'vitest';
import { chipHref, chipLabel } from '../../../src/sidepanel/citations/chip';
import { chipHtml } from '../../../src/sidepanel/citations/chip-html';
import { answerWithLinks } from '../../../src/sidepanel/conversation/answer-markdown';
import { citation } from './fixtures';

describe('citation chips', () => {
  it('labels host†L-range and one-line citations', () => {
    expect(chipLabel(citation())).toBe('example.com†L3-L4');
    expect(chipLabel(citation({ startLine: 8, endLine: 8 }))).toBe('example.com†L8');
  });

  it('links to the page with the text fragment replacing any old fragment', () => {
    expect(chipHref(citation())).toBe('https://www.example.com/solar?x=1#:~:text=Panels%20convert');
    expect(chipHref(citation({ fragment: '' }))).toBe('https://www.example.com/solar?x=1#old');
  });

  it('renders escaped chip HTML and refuses non-http URLs', () => {
    const html = chipHtml(citation({ title: '<b>', host: 'a"b' }), 2);
    expect(html).toContain('data-cite="2"');
    expect(html).toContain('a&#34;b†L3-L4');
    expect(chipHtml(citation({ url: 'javascript:alert(1)', fragment: '' }), 0)).toContain('href="#"');
  });

  it('marks an unverified chip with a class and an accessible description naming what is missing', () => {
    const bad = chipHtml(citation({ check: { claims: ['7.4 metres', '"a <b> quote"'], missing: ['7.4 metres', '"a <b> quote"'] } }), 0);
    expect(bad).toContain('class="cite unverified"');
    expect(bad).toContain('aria-description="not found in the cited lines: 7.4 metres, &#34;a &#60;b&#62; quote&#34;"');
    const good = chipHtml(citation({ check: { claims: ['20%'], missing: [] } }), 0);
    expect(good).toContain('class="cite"');
    expect(good).not.toContain('aria-description');
  });

  it('turns markers into markdown links for copying', () => {
    const c = citation({ index: 10 });
    expect(answerWithLinks('About 20% 【1†L3-L4】.', [c])).toBe('About 20% [example.com†L3-L4](https://www.example.com/solar?x=1#:~:text=Panels%20convert).');
  });
});
