import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { captionParts, dropImageCredits } from '../../../../src/core/document/clean/drop-image-credits';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

function dropped(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropImageCredits(article));
}

describe('dropImageCredits', () => {
  it('drops an element named for credits and keeps the caption beside it', () => {
    const text = dropped(`<div class="caption"><div class="caption-truncated"><p>A long row of unsold sports-utility vehicles sits at a dealership in Littleton, Colo.</p></div>
      <span class="credit">Photo: David Zalubowski, STF / Associated Press</span></div>`);
    expect(text).toContain('unsold sports-utility vehicles');
    expect(text).not.toContain('Zalubowski');
  });

  it("drops a BBC-style copyright line and a figure's credit written as text", () => {
    const text = dropped(`<figure><img src="a.jpg" alt=""><span class="story-image-copyright">Image copyright Getty Images</span>
      <figcaption><span>Yersinia pestis causes the plague</span> <span>(Image credit: NASA/JPL-Caltech)</span></figcaption></figure>
      <figure><img src="b.jpg" alt=""><figcaption>Credit: EPA</figcaption></figure>`);
    expect(text).toContain('Yersinia pestis causes the plague');
    expect(text).not.toMatch(/Getty|JPL|EPA/);
  });

  it("drops a name in a figure's cite or small beside its caption", () => {
    const text = dropped(`<figure><img src="a.jpg" alt=""><span><figcaption>Burning crop stubble outside of Delhi is sending smoke into the city.</figcaption>
      <cite>Sakib Ali/Hindustan Times/Getty Images</cite></span></figure>
      <figure><img src="b.jpg" alt=""><figcaption><p>How can a duvet affect your lungs?</p><small>Getty</small></figcaption></figure>`);
    expect(text).toContain('Burning crop stubble');
    expect(text).toContain('How can a duvet affect your lungs?');
    expect(text).not.toMatch(/Sakib|Getty/);
  });

  it("keeps a figure's cite that is a sentence, a link or the whole caption, and cites outside figures", () => {
    const text = dropped(`<figure><blockquote>To be or not to be.</blockquote><figcaption><cite>Hamlet</cite></figcaption></figure>
      <figure><img src="c.jpg" alt=""><figcaption>The chart.</figcaption><cite>Data from the survey. Weighted by age.</cite></figure>
      <figure><img src="d.jpg" alt=""><figcaption>The map.</figcaption><cite><a href="/atlas">World Atlas</a></cite></figure>
      <p>As <cite>The Economist</cite> put it</p>`);
    for (const words of ['Hamlet', 'Weighted by age.', 'World Atlas', 'The Economist']) expect(text).toContain(words);
  });

  it('drops a paragraph that is only a credit in parentheses, figure or not', () => {
    const text = dropped(`<div class="box"><p>The centers of massive galaxy clusters are super hot (red).</p><p>(Image: © TNG Collaboration)</p></div><p>(Photo credit: NASA)</p>`);
    expect(text.trim()).toBe('The centers of massive galaxy clusters are super hot (red).');
  });

  it('keeps a bracketed pointer to a graphic, a linked one, and a bracketed aside', () => {
    const text = dropped(`<p>(Graphic: World FX rates in 2019 tmsnrt.rs/2egbfVh)</p><p>(Image: <a href="/gallery">see the full gallery</a>)</p><p>(Photos of the launch were released on Monday, NASA said.)</p>`);
    for (const words of ['World FX rates', 'see the full gallery', 'released on Monday']) expect(text).toContain(words);
  });

  it('keeps prose and long captions that start like a credit', () => {
    const long = 'Photo: the hibernation module, showing the crew quarters used during the whole mission and the wardroom and galley used only while the crew is awake and active.';
    const text = dropped(`<p>Photo: the agency released this image on Monday.</p><figure><img src="c.jpg" alt=""><figcaption>${long}</figcaption></figure>`);
    expect(text).toContain('Photo: the agency released this image on Monday.');
    expect(text).toContain('hibernation module');
  });

  it('runs in the pipeline', () => {
    const prose = '<p>Officials were seen attempting to control the spread of the plague in the region, health bosses said on Tuesday.</p>'.repeat(6);
    const html = `<html><head><title>Plague</title></head><body><article>${prose}<figure><img src="d.jpg" alt=""><figcaption>Officials in the region <span class="credit">Credit: The Siberian Times</span></figcaption></figure>${prose}</article></body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://news.test/plague'), 'https://news.test/plague');
    const text = doc.lines.join('\n');
    expect(text).toContain('Officials in the region');
    expect(text).not.toContain('Siberian Times');
  });
});

describe('captionParts', () => {
  it('finds what its selectors find: a caption, the small blocks of a figure, those of a block named for captions', () => {
    const dom = parseHtml(
      '<div id="root"><figcaption id="fc"><span id="s1">a</span></figcaption><p id="p0">out</p><figure><div id="d1"><cite id="c1">x</cite><small id="m1">y</small><em id="e1">z</em></div></figure><div class="wp-caption"><span id="s2">b</span><div id="d2">c</div><small id="m2">d</small><cite id="c2">e</cite></div><div class="Caption"><p id="p1">no</p></div></div>',
    );
    const root = dom.querySelector('#root')!;
    const all = 'figcaption, figure span, figure p, figure small, figure div, figure cite, [class*="aption"] span, [class*="aption"] p, [class*="aption"] small';
    expect(captionParts(root).map((el) => el.id)).toEqual(['fc', 'd1', 'c1', 'm1', 's2', 'm2', 'p1']);
    expect(captionParts(root).map((el) => el.id)).toEqual(Array.from(root.querySelectorAll(all), (el) => el.id));
    const inFigure = captionParts(root, new Set(['cite', 'small'])).map((el) => el.id);
    expect(inFigure).toEqual(['c1', 'm1']);
    expect(inFigure).toEqual(Array.from(root.querySelectorAll('figure cite, figure small'), (el) => el.id));
  });
});

