/**
 * Utility classes that hide (Tailwind, Bootstrap): what a desktop-wide window hides is not read, what
 * it shows (desktop copies, state variants such as dark: or print:) is; markup as the real pages in
 * tests/fixtures/real-pages/defuddle have it.
 */
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { isHiddenByClass } from '../../../../src/core/document/reveal/hidden-classes';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { revealHidden } from '../../../../src/core/document/reveal/reveal-hidden';

const para = (n: number) => `<p>Paragraph ${n} explains how the message queue was redesigned to carry ten times the throughput, and what it cost the team in plain words.</p>`;
const article = [1, 2, 3, 4].map(para).join('');

function withClass(cls: string): Element {
  const el = parseHtml('<html><body><div></div></body></html>', 'https://site.test/').querySelector('div')!;
  el.setAttribute('class', cls);
  return el;
}

function text(html: string): string {
  return htmlToDocument(parseHtml(`<html><head><title>Post</title></head><body>${html}</body></html>`, 'https://site.test/post'), 'https://site.test/post').lines.join('\n');
}

describe('isHiddenByClass', () => {
  it('reads hiding utilities and their desktop breakpoints as hidden', () => {
    for (const cls of ['hidden', 'invisible', 'md:hidden', 'sm:block lg:hidden', 'not-machine:hidden', 'd-none', 'd-md-none', 'flex hidden']) {
      expect(isHiddenByClass(withClass(cls)), cls).toBe(true);
    }
  });

  it('reads desktop copies, states and look-alike classes as shown', () => {
    for (const cls of ['hidden md:flex', 'md:hidden xl:block', 'd-none d-lg-block', 'dark:hidden', 'print:hidden', 'group-hover:hidden', 'max-md:hidden', '[&_.x]:hidden', 'd-print-none', 'overflow-hidden', 'visually-hidden', 'sr-only', 'list-none', 'hidden-xs']) {
      expect(isHiddenByClass(withClass(cls)), cls).toBe(false);
    }
  });
});

describe('dropHiddenByClass (in prepareContent)', () => {
  it("drops a heading's markdown-for-machines copy and a mobile menu, keeping the desktop one", () => {
    const dom = parseHtml(`<html><body><nav class="md:hidden">Menu Home Blog</nav><ul class="hidden md:flex"><li>Home</li></ul>
      <h3><span class="not-machine:hidden">### [</span>Scaling Systems<span class="not-machine:hidden">](https://site.test/a)</span></h3>
      <button>Copy</button><span class="hidden">Copied!</span></body></html>`, 'https://site.test/');
    prepareContent(dom.body);
    expect(dom.body.textContent!.replace(/\s+/g, ' ').trim()).toBe('Home Scaling Systems Copy');
  });

  it('leaves the article in the document, and shows it when a class hides the whole page until a script runs', () => {
    expect(text(`<article><h1>Post</h1>${article}<div class="hidden">Read later</div></article>`)).not.toContain('Read later');
    const dom = parseHtml(`<html><body><div id="app" class="hidden md:hidden"><article>${article}</article></div><footer>EXAMPLE INC.</footer></body></html>`, 'https://site.test/');
    revealHidden(dom.body);
    prepareContent(dom.body);
    expect(dom.body.textContent).toContain('Paragraph 4 explains');
    expect(dom.querySelector('#app')!.getAttribute('class')).toBe('');
  });

  it('keeps a desktop copy from Readability’s "hidden" class penalty: a diagram shown from md on keeps its labels', () => {
    const drawing = '<div class="hidden items-stretch md:flex"><div><svg viewBox="0 0 400 100"><text x="50">2.0</text><text x="350">1.0</text></svg></div></div>';
    expect(text(`<article><h1>Post</h1>${para(1)}${para(2)}${drawing}${para(3)}${para(4)}</article>`)).toContain('2.0 1.0');
  });
});
