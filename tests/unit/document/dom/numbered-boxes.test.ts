import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { boxKind, hasNumberedRun, numberedApart } from '../../../../src/core/document/dom/numbered-boxes';

function body(html: string): Element {
  return parseHtml(`<html><body>${html}</body></html>`, 'https://forum.test/t/1').body;
}
const withIds = (root: Element) => Array.from(root.querySelectorAll('[id]'));

describe('numbered boxes: posts a site numbers apart by their ids', () => {
  it('reads a box by its tag and classes, numbers left out, and a bare box by its numbered id', () => {
    const root = body('<article class="message js-post-2 message--post"></article><div id="postBoxWrapper58720"></div><div id="sidebar"></div><span class="post"></span>');
    const [post, wrapper, sidebar, span] = Array.from(root.children);
    expect(boxKind(post!)).toBe('ARTICLE.js-post- message message--post');
    expect(boxKind(wrapper!)).toBe('DIV#postBoxWrapper');
    expect(boxKind(sidebar!)).toBe('');
    expect(boxKind(span!)).toBe('');
  });

  it('tells ids that differ only in a database number from ids numbered by place or named apart', () => {
    const root = body('<div id="post-61721"></div><div id="post-61722"></div><div id="block-1"></div><div id="block-2"></div><div id="reply-61723"></div>');
    const [a, b, c, d, e] = Array.from(root.children);
    expect(numberedApart(a!, b!)).toBe(true);
    expect(numberedApart(c!, d!)).toBe(false);
    expect(numberedApart(a!, e!)).toBe(false);
    expect(numberedApart(a!, a!)).toBe(false);
  });

  it('finds a run of three posts side by side, and not two, nor three apart under different parents', () => {
    const post = (n: number) => `<article class="post" id="post-${61720 + n}">Post ${n}</article>`;
    expect(hasNumberedRun(withIds(body(`<div>${post(1)}${post(2)}${post(3)}</div>`)))).toBe(true);
    expect(hasNumberedRun(withIds(body(`<div>${post(1)}${post(2)}</div>`)))).toBe(false);
    expect(hasNumberedRun(withIds(body(`<div>${post(1)}</div><div>${post(2)}</div><div>${post(3)}</div>`)))).toBe(false);
  });

  it('is a fact the walk before Readability learns (reveal/prepare-content.ts)', async () => {
    const { prepareContent } = await import('../../../../src/core/document/reveal/prepare-content');
    const post = (n: number) => `<div class="post" id="p${61720 + n}"><p>Post number ${n}.</p></div>`;
    expect(prepareContent(body(`<main>${post(1)}${post(2)}${post(3)}</main>`)).numberedPosts).toBe(true);
    expect(prepareContent(body(`<main><div class="col"><p>One</p></div><div class="col"><p>Two</p></div><div class="col"><p>Three</p></div></main>`)).numberedPosts).toBeFalsy();
  });
});
