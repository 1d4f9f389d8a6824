import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { cardParts, dropTeasers } from '../../../../src/core/document/clean/drop-teasers';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { articleAfterRule } from '../../../support/rule-text';

const URL_ = 'https://news.test/news/plague-china';
const prose = '<p>Health bosses said that 28 people in close contact with the hunter were initially quarantined to stop it being transmitted further.</p>'.repeat(8);
/** A "rail" of story cards as tabloids write it: picture link, kicker headline, one line. */
const rail = `<div class="sun-row">${['RANDY ANDY', 'TIME TRAVELLER', 'EYE POPPING', 'DRIVEN'].map((k, i) => `<div class="rail__item"><div class="rail__item-image"><a href="/news/${i}/story/"><img src="${i}.jpg" alt=""></a></div><div class="rail__item-content"><h3>${k}</h3><p><span>Another story number ${i} teased here</span></p></div></div>`).join('')}</div>`;

function run(html: string): string {
  const dom = parseHtml(`<html><body><div id="a">${html}</div></body></html>`, URL_);
  const article = dom.querySelector('#a')!;
  dropTeasers(article, URL_);
  return article.textContent ?? '';
}

afterEach(() => vi.unstubAllGlobals());

describe('dropTeasers', () => {
  it('drops a row of story cards after the prose', () => {
    const text = run(`${prose}${rail}`);
    expect(text).not.toContain('RANDY ANDY');
    expect(text).toContain('initially quarantined');
  });

  it('drops cards whose picture link Readability has wrapped in a paragraph of its own', () => {
    // Readability turns a card's <div> wrappers into <p>s without classes: only the card keeps its class.
    const cards = ['Белковая диета', 'Гречневая диета', 'Капустная диета', 'Японская диета', 'Шоколадная диета'].map((name, i) => `<div class="tumb"><p><a href="/diet-${i}.html"><img src="${i}.jpg" alt="${name}"></a></p><p>Popular diet number ${i}: up to 10 kg in 14 days.</p></div>`);
    const text = run(`${prose}<div id="tumblock"><h2>Most popular diets</h2>${cards.join('')}</div>`);
    expect(text).not.toContain('Popular diet number');
    expect(text).toContain('initially quarantined');
  });

  it('drops a tile grid: list items that are each only a picture linking to another story', () => {
    const tiles = ['awards-host-announced', 'dance-movie-tribute', 'interview-show-host', 'awards-nominations'].map(
      (slug) => `<li><div class="tile"><div class="c-lazy-image"><a href="/2026/news/${slug}/"><img src="/img/placeholder.gif" alt="${slug}"></a></div></div></li>`,
    );
    const article = articleAfterRule(`${prose}<div class="tile-grid"><ul class="tile-grid__list">${tiles.join('')}</ul></div>`, URL_, (a) => dropTeasers(a, URL_));
    expect(article.querySelectorAll('a[href]').length).toBe(0);
    expect(article.textContent).toContain('initially quarantined');
  });

  it('keeps an article’s own illustrated list, whose items say more than a teaser', () => {
    const steps = [1, 2, 3, 4].map((i) => `<li><a href="/guides/step-${i}/"><img src="s${i}.jpg" alt="Step ${i}"></a> ${'Loosen the wheel nuts a quarter turn each before you jack the car up, then lift it until the tyre clears the ground. '.repeat(2)}</li>`);
    const article = articleAfterRule(`${prose}<ul>${steps.join('')}</ul>`, URL_, (a) => dropTeasers(a, URL_));
    expect(article.querySelectorAll('li').length).toBe(4);
  });

  it("keeps a section front's cards (no prose besides them) and an article's own list of links", () => {
    expect(run(rail)).toContain('RANDY ANDY');
    const list = `<ul>${[1, 2, 3, 4].map((i) => `<li class="item"><a href="https://shop.test/${i}">Laptop ${i}</a>: light, and the battery lasts a day</li>`).join('')}</ul>`;
    expect(run(`${prose}${list}`)).toContain('Laptop 3');
  });

  it('drops small articles next to the main article', () => {
    const text = run(`<article>${prose}</article><article class="fp-featured-story"><a href="/other"><img src="x.jpg" alt=""></a><h2>Watching This Koala Get Rescued</h2></article><article><p>Death by train: a short teaser.</p></article>`);
    expect(text).toContain('initially quarantined');
    expect(text).not.toMatch(/Koala|Death by train/);
  });

  it("keeps an index page's entries: the longest is one of a run of articles of its kind", () => {
    const entry = (i: number, text: string) => `<article class="entry hentry post-${i}"><h2><a href="/news/${i}">Story ${i}</a></h2><p>${text}</p></article>`;
    const entries = [entry(1, 'A short summary of the first story on the index.'), entry(2, prose), entry(3, 'Fossil fuels are set to represent about half of global energy use in 2050.'), entry(4, 'A fourth summary.')];
    const text = run(entries.join(''));
    expect(text).toContain('Fossil fuels are set to represent');
    expect(text).toContain('fourth summary');
    // Two entries of a kind beside a different story are still teasers.
    expect(run(`<article class="story">${prose}</article>${entry(1, 'Teaser one.')}${entry(3, 'Teaser three.')}`)).not.toContain('Teaser');
  });

  it('drops an article that only holds the next posts of a blog, however long they are together', () => {
    const post = (i: number) => `<article class="postbox post-${i}"><p>Teaser ${i}: ${'a short excerpt of another post, cut off with an ellipsis '.repeat(3)}…</p><p><a href="/share/${i}">Whatsapp</a> <a href="/fb/${i}">Facebook</a></p></article>`;
    const text = run(`<article class="articlebox">${prose}</article><article class="postbox">${[1, 2, 3, 4, 5, 6, 7, 8].map(post).join('')}</article>`);
    expect(text).toContain('initially quarantined');
    expect(text).not.toContain('Teaser');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Plague</title></head><body><article>${prose}${rail}</article></body></html>`;
    const doc = htmlToDocument(parseHtml(html, URL_), URL_);
    expect(doc.lines.join('\n')).toContain('initially quarantined');
    expect(doc.lines.join('\n')).not.toContain('TIME TRAVELLER');
  });

  it('parses the page URL once, however many card links it compares with it', () => {
    let pageParses = 0;
    const Real = URL;
    vi.stubGlobal(
      'URL',
      class extends Real {
        constructor(url: string | URL, base?: string | URL) {
          super(url, base);
          if (base === undefined && String(url) === URL_) pageParses++;
        }
      },
    );
    const text = run(`${prose}${rail}${rail.replaceAll('rail__item', 'more__item')}`);
    expect(text).not.toContain('RANDY ANDY');
    expect(pageParses).toBe(1);
  });

  it('keeps every card row when the page has no URL to compare links with', () => {
    const dom = parseHtml(`<html><body><div id="a">${prose}${rail}</div></body></html>`, URL_);
    const article = dom.querySelector('#a')!;
    dropTeasers(article, 'plague-china.html');
    expect(article.textContent).toContain('RANDY ANDY');
  });
});

describe('cardParts', () => {
  it('finds what its selector finds: links right under a classed block or its paragraph, headings anywhere under one', () => {
    const dom = parseHtml(
      '<div id="root"><a id="a1" href="/1">bare</a><p><a id="a2" href="/2">in p</a></p><div class="c"><a id="a3" href="/3">x</a><a id="a4">no href</a><p><a id="a5" href="/5">y</a><b><a id="a6" href="/6">z</a></b></p><span><h3 id="h3">deep</h3></span></div><h2 id="h2">outside</h2><section class="s"><h4 id="h4">four</h4><h5 id="h5">five</h5><P class="p"></P></section></div>',
    );
    const root = dom.querySelector('#root')!;
    const made = dom.createElement('P');
    made.appendChild(Object.assign(dom.createElement('a'), { id: 'a7' })).setAttribute('href', '/7');
    root.querySelector('section')!.appendChild(made);
    const selector = '[class] > a[href], [class] > p > a[href], [class] h2, [class] h3, [class] h4';
    const ids = cardParts(root).map((el) => el.id);
    expect(ids).toEqual(['a3', 'a5', 'h3', 'h4', 'a7']);
    expect(ids).toEqual(Array.from(root.querySelectorAll(selector), (el) => el.id));
  });
});

