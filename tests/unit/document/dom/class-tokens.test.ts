import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { classAttribute, classWords } from '../../../../src/core/document/dom/class-tokens';

describe('classWords', () => {
  it('splits class and id into lower-case words: camelCase, BEM, dashes and underscores', () => {
    const dom = parseHtml('<div class="socialWrapper sdc-article-related-stories__content" id="share_bar"></div>', 'https://x.test/');
    expect(classWords(dom.querySelector('div')!)).toBe(' social wrapper sdc article related stories content share bar ');
  });

  it("leaves out a heading's id and ids inside headings (anchors made of the heading's text)", () => {
    const dom = parseHtml('<h3 id="Related_work"><span class="mw-headline" id="Eich_CEO_promotion">Eich</span></h3>', 'https://x.test/');
    expect(classWords(dom.querySelector('h3')!)).toBe('  ');
    expect(classWords(dom.querySelector('span')!)).toBe(' mw headline ');
  });

  it('gives no words, spaced as ever, for an element with no class and no id, or empty ones', () => {
    const dom = parseHtml('<p>a</p><div class="" id="">b</div><span class=" ">c</span>', 'https://x.test/');
    for (const el of Array.from(dom.querySelectorAll('p, div, span'))) expect(classWords(el), el.outerHTML).toBe('  ');
  });
});

describe('classAttribute', () => {
  it('is what getAttribute("class") says, or null without one', () => {
    const dom = parseHtml('<div class=" hidden  md:flex hidden"></div><p></p><span class=""></span>', 'https://x.test/');
    const div = dom.querySelector('div')!;
    expect(classAttribute(div)).toBe(div.getAttribute('class'));
    expect(classAttribute(div)).toContain('md:flex');
    expect(classAttribute(dom.querySelector('p')!)).toBeNull();
    expect(classAttribute(dom.querySelector('span')!)).toBe('');
  });
});
