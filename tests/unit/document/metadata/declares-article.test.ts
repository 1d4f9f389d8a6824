import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dataDeclaresArticle, metaDeclaresArticle } from '../../../../src/core/document/metadata';

function says(head: string, jsonLd: string[] = [], published?: string): boolean {
  const dom = parseHtml(`<html><head>${head}</head><body><p>x</p></body></html>`, 'https://site.test/');
  return metaDeclaresArticle(dom.head!, dom) || dataDeclaresArticle(jsonLd, published);
}

describe('metaDeclaresArticle and dataDeclaresArticle', () => {
  it('reads og:type, article:published_time, schema.org Article types and a microdata date', () => {
    expect(says('<meta property="og:type" content="article">')).toBe(true);
    expect(says('<meta property="og:type" content="article:opinion">')).toBe(true);
    expect(says('<meta property="article:published_time" content="2026-01-02">')).toBe(true);
    for (const type of ['NewsArticle', 'BlogPosting', 'ReportageNews', 'LiveBlogPosting', 'ScholarlyArticle']) {
      expect(says('', [`{"@context":"https://schema.org","@type":"${type}","headline":"x"}`]), type).toBe(true);
    }
    expect(says('', ['{"@type":["WebPage","Article"]}'])).toBe(true);
    expect(says('', [], '2026-01-02')).toBe(true);
  });

  it('does not take a website, a product or an organisation for an article', () => {
    expect(says('<meta property="og:type" content="website">')).toBe(false);
    expect(says('<meta property="og:type" content="product">', ['{"@type":"Product","name":"Kettle"}', '{"@type":"Organization"}'])).toBe(false);
    expect(says('<meta name="description" content="Articles about tea">')).toBe(false);
  });

  it('does not take og:type "article" on a page modified but never published for a post (a WordPress page)', () => {
    const page = '<meta property="og:type" content="article"><meta property="article:modified_time" content="2025-11-19T14:04:23+00:00">';
    expect(says(page)).toBe(false);
    expect(says(page, ['{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"Tuition"}]}'])).toBe(false);
    // A post carries both times; Article structured data still says it on its own.
    expect(says(`${page}<meta property="article:published_time" content="2025-11-01T09:00:00+00:00">`)).toBe(true);
    expect(says(page, ['{"@type":"BlogPosting","headline":"x"}'])).toBe(true);
    // og:type alone, with no time at all (older news sites), still says it.
    expect(says('<meta property="og:type" content="article">')).toBe(true);
  });

  it('finds the head’s meta tags where the markup put them when the head holds none', () => {
    const dom = parseHtml('<html><head><title>x</title></head><body><meta property="og:type" content="article"><p>x</p></body></html>', 'https://site.test/');
    expect(metaDeclaresArticle(dom.head!, dom)).toBe(true);
  });
});
