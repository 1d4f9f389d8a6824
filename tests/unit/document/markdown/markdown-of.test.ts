import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { createMarkdownConverter, markdownOf } from '../../../../src/core/document/markdown/markdown-converter';
import { LinkCollector } from '../../../../src/core/document/markdown/quote-links';

const body = (html: string) => parseHtml(`<html><body><article>${html}</article></body></html>`, 'https://a.test/').body;
const page = (host: string) => `<p>Read <a href="https://${host}/guide">the guide</a> and <a href="/faq">the answers</a>.</p><pre><code>see <a href="https://${host}/api">api</a></code></pre>`;

describe('markdownOf (one shared converter)', () => {
  it('gives what a converter made for the document gives', () => {
    const collector = () => new LinkCollector('https://a.test/', 'https://a.test/');
    const own = collector();
    const shared = collector();
    expect(markdownOf(body(page('one.test')), shared)).toBe(createMarkdownConverter(own).turndown(body(page('one.test'))));
    expect(shared.links).toEqual(own.links);
  });

  it('quotes each document’s links into that document’s collector only', () => {
    const first = new LinkCollector('https://one.test/', 'https://one.test/');
    const second = new LinkCollector('https://two.test/', 'https://two.test/');
    markdownOf(body(page('one.test')), first);
    const linksOfFirst = [...first.links];
    const text = markdownOf(body(page('two.test')), second);
    expect(first.links).toEqual(linksOfFirst);
    expect(second.links.map((l) => l.url)).toEqual(['https://two.test/guide', 'https://two.test/faq', 'https://two.test/api']);
    expect(text).toContain('Read 【0†the guide】 and 【1†the answers】');
    expect(text).toContain('see 【2†api】');
  });
});

describe('a link inside a link', () => {
  it('is quoted once, its words kept whole', () => {
    // What a page's markup says and linkedom keeps: a browser's parser would close the outer link first.
    const collector = new LinkCollector('https://a.test/', 'https://a.test/');
    const text = markdownOf(body('<p>商务楼、<a href="https://b.test/dream"><a href="https://b.test/dream">豪宅</a></a>及会所等</p>'), collector);
    expect(text).toContain('商务楼、【0†豪宅†b.test】及会所等');
    expect(collector.links.map((l) => l.url)).toEqual(['https://b.test/dream']);
  });
});
