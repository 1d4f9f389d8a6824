import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';
import { prepareContent } from '../../../../src/core/document/reveal/prepare-content';

const PAGE = 'https://www.citylab.com/design/2019/04/neon-signage/588400/';
const prose = '<p>In the summer of 1898, the Scottish chemist Sir William Ramsay made a discovery that would eventually give the modern city its glow.</p>'.repeat(6);
const page = (microdata: string) =>
  `<html><head><title>Why Neon Is the Symbol of the 20th Century</title></head><body><article itemscope itemtype="https://schema.org/NewsArticle">${microdata}` +
  `<h1>Why Neon Is the Symbol of the 20th Century</h1><p class="byline">By Sarah Archer</p><p><time>1:39 PM ET</time></p>${prose}</article></body></html>`;

describe('the publication date from microdata', () => {
  it('is read by the walk before Readability runs', () => {
    const dom = parseHtml(page('<meta itemprop="datePublished" content="2019-04-30T13:39:00-04:00"><meta itemprop="dateModified" content="2019-05-01">'), PAGE);
    expect(prepareContent(dom.body).publishedTime).toBe('2019-04-30T13:39:00-04:00');
  });

  it('gives the byline line its day when the visible dateline has none, and the document its published time', () => {
    const doc = htmlToDocument(parseHtml(page('<meta itemprop="datePublished" content="2019-04-30T13:39:00-04:00">'), PAGE), PAGE);
    expect(doc.lines).toContain('By Sarah Archer · 2019-04-30');
    expect(doc.publishedTime).toBe('2019-04-30T13:39:00-04:00');
  });

  it('is not invented: no microdata, or a value that is no date, leaves the byline without a day', () => {
    for (const microdata of ['', '<meta itemprop="datePublished" content="yesterday">', '<meta itemprop="dateModified" content="2019-05-01">']) {
      const doc = htmlToDocument(parseHtml(page(microdata), PAGE), PAGE);
      expect(doc.lines.join('\n'), microdata).not.toMatch(/2019-0[45]/);
      expect(doc.publishedTime, microdata).toBeUndefined();
    }
  });
});
