/** An image link and a text link to the same page, side by side: the picture's name goes when it only repeats the text. */
import { describe, expect, it } from 'vitest';
import { unnameImageLinks } from '../../../src/core/document/image-link-names';
import { articleAfterRule } from '../../support/rule-text';

const alts = (html: string) => Array.from(articleAfterRule(html, 'https://site.test/note/1', unnameImageLinks).querySelectorAll('img'), (img) => img.getAttribute('alt'));

describe('image link twins', () => {
  it('drops an avatar’s name when the author’s name links beside it to the same page', () => {
    expect(alts('<div><a href="/@ann"><img src="/a.jpg" alt="Ann Lee’s avatar"></a><div> <a href="/@ann">Ann Lee</a></div></div><p>The note.</p>')).toEqual([null]);
  });

  it('keeps the name when the text link leads elsewhere, text stands between, or the image says more', () => {
    expect(alts('<a href="/@ann"><img src="/a.jpg" alt="Ann Lee’s avatar"></a> <a href="/@bob">Ann Lee</a>')).toEqual(['Ann Lee’s avatar']);
    expect(alts('<p><a href="/@ann"><img src="/a.jpg" alt="Ann Lee’s avatar"></a> wrote to <a href="/@ann">Ann Lee</a></p>')).toEqual(['Ann Lee’s avatar']);
    expect(alts('<a href="/big.jpg"><img src="/s.jpg" alt="The harbour at dawn"></a> <a href="/big.jpg">Enlarge</a>')).toEqual(['The harbour at dawn']);
  });
});
