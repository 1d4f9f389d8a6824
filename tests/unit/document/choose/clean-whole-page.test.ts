import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { cleanArticle } from '../../../../src/core/document/clean';

const URL_ = 'https://club.test/trails';
const prose = '<p>The club looks after the trails below with the city, and every member can sign up to help on a work day.</p>'.repeat(8);
/** Cards as a listing page sets them: a picture linking to the entry, a heading, a line. */
const cards = ['ANTHILLS', 'BURROUGHS PARK', 'CARL BARTON', 'CYPRESS CREEK'].map((name, i) => `<div class="rail__item"><div class="rail__item-image"><a href="/news/${i}/story/"><img src="${i}.jpg" alt=""></a></div><div class="rail__item-content"><h3>${name}</h3><p><span>Trail number ${i}, beginner</span></p></div></div>`);
const related = '<ul class="related-articles"><li><a href="/parks">The parks department</a></li><li><a href="/county">The county trailheads</a></li></ul>';

function cleaned(wholePage: boolean): string {
  const dom = parseHtml(`<html><body><div id="a">${prose}<div class="rail">${cards.join('')}</div>${related}</div></body></html>`, URL_);
  const root = dom.querySelector('#a')!;
  cleanArticle(root, { url: URL_, base: URL_, wholePage });
  return root.textContent ?? '';
}

describe('cleanArticle on a page read whole (the fallback)', () => {
  it('keeps the cards and the blocks named "related" that it lists: on such a page they are its content', () => {
    const text = cleaned(true);
    for (const name of ['ANTHILLS', 'BURROUGHS PARK', 'CARL BARTON', 'CYPRESS CREEK', 'parks department']) expect(text).toContain(name);
  });

  it('takes them out of an article, where they are other stories', () => {
    const text = cleaned(false);
    expect(text).not.toContain('BURROUGHS PARK');
    expect(text).not.toContain('parks department');
    expect(text).toContain('work day');
  });
});
