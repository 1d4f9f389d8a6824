import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { WIDER, widerRegion } from '../../../../src/core/document/choose/wider-region';

/** A product page: its content spread over the sections of its main region, one of them a long description. */
const description = '<p>The kettle boils a litre in under three minutes and switches itself off when the water is ready, so the kitchen stays quiet and the power bill stays low through the winter months.</p>'.repeat(3);
const sections = [
  '<div class="hero"><h2>Boils in three minutes</h2><a href="/buy">Buy now</a></div>',
  '<ul class="features"><li><h3>Built to last</h3><span>Steel body</span></li><li><h3>Pours cleanly</h3><span>No drips</span></li><li><h3>Stays cool</h3><span>Safe handle</span></li></ul>',
  '<table class="specs"><tr><th>Capacity</th><td>1.7 litres</td></tr><tr><th>Power</th><td>2200 W</td></tr><tr><th>Weight</th><td>1.1 kg</td></tr></table>',
  '<blockquote class="review">Quietest kettle we have had. Looks good too. Five stars from our kitchen.</blockquote>',
  '<blockquote class="review">Boils fast and the lid opens wide enough to clean inside. Would buy again.</blockquote>',
  '<blockquote class="review">Arrived in two days, well packed, and the cord is long enough for our counter.</blockquote>',
  '<div class="delivery"><h2>Delivery and returns</h2><span>Free delivery over 40 pounds. Return within 30 days for a full refund.</span></div>',
].join('');

function page(head: string, intro = ''): string {
  return `<html><head><title>Quiet kettle</title>${head}</head><body><header><nav><a href="/">Shop</a> <a href="/kettles">Kettles</a></nav></header><main><h1>Quiet kettle</h1>${intro}<div class="grid"><div class="col">${sections}</div><div class="col"><div class="tabs"><div class="tab-panel"><div class="description">${description}</div></div></div></div></div></main><footer><p>© 2026 Kitchen Shop</p></footer></body></html>`;
}

function lines(head: string, intro = ''): string {
  const html = page(head, intro);
  return htmlToDocument(parseHtml(html, 'https://shop.test/kettle'), 'https://shop.test/kettle').lines.join('\n');
}

describe('widerRegion', () => {
  it('reads a page that is no article by its whole main region when that holds well over Readability’s block', () => {
    const out = lines('<meta property="og:type" content="product">');
    expect(out).toContain('The kettle boils a litre');
    for (const part of ['Boils in three minutes', 'Built to last', 'Steel body', '1.7 litres', 'Quietest kettle']) expect(out).toContain(part);
    expect(out).not.toContain('Kitchen Shop');
  });

  it('compares the region with Readability’s block, not with a summary put back above it from outside', () => {
    // The summary under the name goes back as a lead-in (reveal/standfirst.ts); counted as the block's, it would make the block look like the page.
    const intro = `<header class="product-head"><div><p>${'A quiet kettle for a busy kitchen: it boils fast, pours cleanly and switches itself off. '.repeat(5)}</p></div><span>In stock</span></header>`;
    const out = lines('<meta property="og:type" content="product">', intro);
    expect(out).toContain('A quiet kettle for a busy kitchen');
    for (const part of ['Boils in three minutes', 'Built to last', '1.7 litres', 'Quietest kettle']) expect(out).toContain(part);
  });

  it('keeps Readability’s block on a page that says it is an article', () => {
    const out = lines('<meta property="og:type" content="article">');
    expect(out).toContain('The kettle boils a litre');
    expect(out).not.toContain('Built to last');
  });

  it('takes the region out of the page it parsed again, with the same result as a copy', () => {
    const html = page('<meta property="og:type" content="product">');
    const url = 'https://shop.test/kettle';
    const reparses: Document[] = [];
    const reparse = () => (reparses.push(parseHtml(html, url)), reparses.at(-1)!);
    const doc = htmlToDocument(parseHtml(html, url), url, { consume: { reparse } });
    expect(doc.lines.join('\n')).toContain('Built to last');
    expect(doc).toEqual(htmlToDocument(parseHtml(html, url), url));
    // Cleaned where it was parsed, not copied first (a copy costs as much as the parse).
    expect(reparses).toHaveLength(1);
    expect(reparses[0]!.querySelector('main')).toBeNull();
  });

  it('does not read the page a second time when the region’s words outside links are not well over the article’s', () => {
    // A story beside long lists of links: the raw region is several times the article, its own words are not.
    const story = '<p>The council voted on Tuesday to keep the town library open on Sundays, after a petition signed by two thousand residents asked it to reconsider the cuts planned for next year.</p>'.repeat(4);
    const links = Array.from({ length: 60 }, (_, i) => `<li><a href="/story/${i}">Another story from the town, number ${i}, with a long headline</a></li>`).join('');
    const html = `<html><head><title>Library stays open</title></head><body><main><div class="story">${story}</div><ul class="more">${links}</ul></main></body></html>`;
    let reparsed = 0;
    const parse = () => parseHtml(html, 'https://news.test/library');
    const doc = htmlToDocument(parse(), 'https://news.test/library', {
      consume: {
        reparse: () => {
          reparsed++;
          return parse();
        },
      },
    });
    expect(doc.lines.join('\n')).toContain('The council voted on Tuesday');
    expect(reparsed).toBe(0);
  });
});

describe('widerRegion’s threshold', () => {
  const sentence = 'The kettle boils a litre in under three minutes and switches itself off. ';
  const block = (times: number) => parseHtml(`<html><body><div>${sentence.repeat(times)}</div></body></html>`, 'https://shop.test/').body.firstElementChild!;
  const context = { url: 'https://shop.test/', base: 'https://shop.test/' };

  it('reads the region when its own words are over WIDER times the article’s, and not below', () => {
    const article = block(20);
    // 29 sentences: 1.45 times the article's 20, over WIDER (1.4); 27: 1.35 times, under it.
    expect(widerRegion(article, Infinity, () => block(29), context)).not.toBeNull();
    expect(widerRegion(article, Infinity, () => block(27), context)).toBeNull();
    expect(WIDER).toBeGreaterThan(1.35);
    expect(WIDER).toBeLessThan(1.45);
  });
});
