/** An image link and a text link to the same page, side by side: the picture's name goes when it only repeats the text. */
import { describe, expect, it } from 'vitest';
import { unnameImageLinks } from '../../../../src/core/document/clean/image-link-names';
import { articleAfterRule } from '../../../support/rule-text';

const alts = (html: string) => Array.from(articleAfterRule(html, 'https://site.test/note/1', unnameImageLinks).querySelectorAll('img'), (img) => img.getAttribute('alt'));

describe('image link twins', () => {
  it('drops an avatar’s name when the author’s name links beside it to the same page', () => {
    expect(alts('<div><a href="/@ann"><img src="/a.jpg" alt="Ann Lee’s avatar"></a><div> <a href="/@ann">Ann Lee</a></div></div><p>The note.</p>')).toEqual([null]);
  });

  it('drops a name that every post’s thumbnail carries when each has its title linked beside it', () => {
    const post = (slug: string, title: string) => `<article><a href="/blog/${slug}"><img src="/blog/${slug}/cover.png" alt="blog cover"></a><div><a href="/blog/${slug}">${title}</a><div>A summary.</div></div></article>`;
    expect(alts(post('one', 'First Post') + post('two', 'Second Post') + post('three', 'Third Post'))).toEqual([null, null, null]);
    // Twice is no label yet, and thumbnails with no title beside them keep their names.
    expect(alts(post('one', 'First Post') + post('two', 'Second Post'))).toEqual(['blog cover', 'blog cover']);
    expect(alts(['one', 'two', 'three'].map((s) => `<p><a href="/blog/${s}"><img src="/${s}.png" alt="blog cover"></a></p>`).join(''))).toEqual(['blog cover', 'blog cover', 'blog cover']);
  });

  it('keeps the name when the text link leads elsewhere, text stands between, or the image says more', () => {
    expect(alts('<a href="/@ann"><img src="/a.jpg" alt="Ann Lee’s avatar"></a> <a href="/@bob">Ann Lee</a>')).toEqual(['Ann Lee’s avatar']);
    expect(alts('<p><a href="/@ann"><img src="/a.jpg" alt="Ann Lee’s avatar"></a> wrote to <a href="/@ann">Ann Lee</a></p>')).toEqual(['Ann Lee’s avatar']);
    expect(alts('<a href="/big.jpg"><img src="/s.jpg" alt="The harbour at dawn"></a> <a href="/big.jpg">Enlarge</a>')).toEqual(['The harbour at dawn']);
  });
});
