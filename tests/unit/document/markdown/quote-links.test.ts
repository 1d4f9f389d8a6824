import { describe, expect, it } from 'vitest';
import { formatLinkRef, LinkCollector, quoteLinks, resolveBase } from '../../../../src/core/document/markdown/quote-links';

describe('formatLinkRef', () => {
  it('adds the host only when given', () => {
    expect(formatLinkRef(0, 'Docs', 'example.org')).toBe('【0†Docs†example.org】');
    expect(formatLinkRef(3, 'Home')).toBe('【3†Home】');
  });
  it('keeps quote delimiters and line breaks out of the text', () => {
    expect(formatLinkRef(1, 'a【b】†c\n d')).toBe('【1†ab+c d】');
  });
});

describe('LinkCollector', () => {
  it('quotes same-host links without host and other-host links with it, ids from 0', () => {
    const c = new LinkCollector('https://www.site.test/a/page.html');
    expect(c.add('/about', 'About')).toBe('【0†About】');
    expect(c.add('https://other.test/x', 'Other')).toBe('【1†Other†other.test】');
    expect(c.add('https://site.test/y', 'Bare host')).toBe('【2†Bare host】');
    expect(c.links.map((l) => l.url)).toEqual([
      'https://www.site.test/about',
      'https://other.test/x',
      'https://site.test/y',
    ]);
  });
  it('resolves relative links against <base>', () => {
    const base = resolveBase('https://site.test/a/page.html', '/static/');
    const c = new LinkCollector('https://site.test/a/page.html', base);
    c.add('doc.html', 'Doc');
    expect(c.links[0]!.url).toBe('https://site.test/static/doc.html');
    expect(resolveBase('https://site.test/a/', null)).toBe('https://site.test/a/');
  });
  it('drops links that cannot be opened or have no text', () => {
    const c = new LinkCollector('https://site.test/');
    expect(c.add('javascript:void(0)', 'Click')).toBeNull();
    expect(c.add('https://x.test', '   ')).toBeNull();
    expect(c.links).toHaveLength(0);
  });
  it('gives a repeated link the same id', () => {
    const c = new LinkCollector('https://site.test/');
    expect(c.add('/a', 'A')).toBe('【0†A】');
    expect(c.add('/a', 'A')).toBe('【0†A】');
    expect(c.add('/b', 'B')).toBe('【1†B】');
  });
});

describe('quoteLinks on markdown', () => {
  it('replaces links, removes images and uses an image alt as missing link text', () => {
    const md = 'See [the docs](https://other.test/docs "t") and [home](/). ![logo](/l.png)\n[![Alt text](/i.png)](/img-link)';
    const { text, links } = quoteLinks(md, 'https://site.test/p');
    expect(text).toBe('See 【0†the docs†other.test】 and 【1†home】. \n【2†Alt text】');
    expect(links[2]).toEqual({ url: 'https://site.test/img-link', text: 'Alt text' });
  });
  it('keeps parentheses inside URLs', () => {
    const { text, links } = quoteLinks('A [division](/wiki/Division_(business)) here.', 'https://w.test/x');
    expect(text).toBe('A 【0†division】 here.');
    expect(links[0]!.url).toBe('https://w.test/wiki/Division_(business)');
  });
  it('leaves code fences alone', () => {
    const md = '```\n[a](b)\n```';
    expect(quoteLinks(md, 'https://site.test/').text).toBe(md);
  });
});

describe('LinkCollector.isPlaceInPage', () => {
  it('recognises fragments of the page itself', () => {
    const c = new LinkCollector('https://site.test/a/page.html?x=1');
    expect(c.isPlaceInPage('#top')).toBe(true);
    expect(c.isPlaceInPage('https://site.test/a/page.html?x=1#s2')).toBe(true);
    expect(c.isPlaceInPage('/a/page.html?x=1')).toBe(false);
    expect(c.isPlaceInPage('/other#s2')).toBe(false);
  });
});
