import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

describe('hidden footnotes', () => {
  it('read a page whose in-page link has a malformed escape (a real page of the generalisation corpus threw URIError)', () => {
    const html = `<html><body><article><h1>Story</h1>
      <p>${'A paragraph of the story that is long enough to be the article. '.repeat(8)}<a href="#100%-sure">jump</a></p>
      <p>${'Another paragraph of the same story, long enough as well. '.repeat(8)}</p></article></body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://news.test/a'), 'https://news.test/a');
    expect(doc.lines.join('\n')).toContain('Another paragraph of the same story');
  });
});
