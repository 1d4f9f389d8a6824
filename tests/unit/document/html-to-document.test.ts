import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../scripts/page2md-dom';
import { elementToDocument, htmlToDocument } from '../../../src/core/document/html-to-document';

const filler = '<p>' + 'This paragraph is filler text so that Readability sees an article worth keeping here. '.repeat(6) + '</p>';

describe('htmlToDocument', () => {
  it('keeps byline, site name, published time, language and excerpt', () => {
    const html = `<html lang="de"><head><title>The long and winding page title | Site</title>
      <meta property="og:site_name" content="The Site"><meta name="author" content="Ada Lovelace">
      <meta property="article:published_time" content="2024-05-01T10:00:00Z"><meta name="description" content="What it is about.">
      </head><body><article><h1>The long and winding page title</h1>${filler}${filler}</article></body></html>`;
    const doc = htmlToDocument(parseHtml(html), 'https://site.test/a');
    expect(doc).toMatchObject({
      path: 'readability',
      byline: 'Ada Lovelace',
      siteName: 'The Site',
      publishedTime: '2024-05-01T10:00:00Z',
      lang: 'de',
      excerpt: 'What it is about.',
    });
    expect(doc.title).toBe("The long and winding page title");
  });

  it('titles a page from <title>, else from its URL', () => {
    const withTitle = htmlToDocument(parseHtml('<html><head><title> Only title </title></head><body><aside>x</aside></body></html>'), 'https://s.test/');
    expect(withTitle.title).toBe('Only title');
    const bare = htmlToDocument(parseHtml('<html><head></head><body><div></div></body></html>'), 'https://s.test/x');
    expect(bare.title).toBe('https://s.test/x');
    expect(bare.lines).toEqual([]);
  });

  it('leaves the DOM it is given untouched (it is the live tab in the content script)', () => {
    const dom = parseHtml(`<html><head><title>T</title></head><body><div class="sidebar">side</div><article>${filler}${filler}<a href="/rel">rel</a></article></body></html>`);
    const before = dom.documentElement.outerHTML;
    htmlToDocument(dom, 'https://s.test/');
    expect(dom.documentElement.outerHTML).toBe(before);
  });

  it('falls back to the cleaned body when Readability finds no article, and says so', () => {
    const links = Array.from({ length: 20 }, (_, i) => `<li><a href="/c/${i}">Category ${i} of the store</a></li>`).join('');
    const doc = htmlToDocument(parseHtml(`<html><body><aside><ul>${links}</ul></aside><script>var s = "script text"</script></body></html>`), 'https://s.test/');
    expect(doc.path).toBe('fallback');
    expect(doc.lines[0]).toBe('* 【0†Category 0 of the store】');
    expect(doc.lines.join('\n')).not.toContain('script text');
  });

  it('cuts a document over the line cap with a visible note', () => {
    const body = Array.from({ length: 300 }, (_, i) => `<p>Paragraph ${i} has a few words.</p>`).join('');
    const doc = htmlToDocument(parseHtml(`<html><body><article>${body}</article></body></html>`), 'https://s.test/', { maxLines: 100 });
    expect(doc.lines).toHaveLength(100);
    expect(doc.truncated).toBe(true);
    expect(doc.lines[99]).toMatch(/longer than 100 lines; the rest was cut/);
  });
});

describe('elementToDocument (selections)', () => {
  it('converts an element as it is, without Readability', () => {
    const dom = parseHtml('<html><body><div id="sel"><p>Chosen <a href="https://o.test/x">text</a>.</p></div></body></html>');
    const doc = elementToDocument(dom.querySelector('#sel'), { url: 'https://s.test/', title: 'Sel', path: 'selection' });
    expect(doc).toMatchObject({ path: 'selection', title: 'Sel', lines: ['Chosen 【0†text†o.test】.'] });
  });
});

describe('htmlToDocument on a DOM it may consume (fetch path)', () => {
  it('gives the same document, and reparses for the fallback', async () => {
    const article = `<html><head><title>T</title></head><body><article>${filler}${filler}<a href="rel">rel</a></article></body></html>`;
    const url = 'https://s.test/dir/page';
    let reparsed = 0;
    const consume = (html: string) => ({ reparse: () => (reparsed++, parseHtml(html)) });
    expect(htmlToDocument(parseHtml(article), url, { consume: consume(article) })).toEqual(htmlToDocument(parseHtml(article), url));
    expect(reparsed).toBe(0);
    const links = Array.from({ length: 20 }, (_, i) => `<li><a href="/c/${i}">Category ${i} of the store</a></li>`).join('');
    const home = `<html><body><aside><ul>${links}</ul></aside></body></html>`;
    const doc = htmlToDocument(parseHtml(home), url, { consume: consume(home) });
    expect(doc.path).toBe('fallback');
    expect(doc.lines).toHaveLength(20);
    expect(reparsed).toBe(1);
  });
});

describe('icon-only links', () => {
  it('drops textless permalinks to the page itself but names other icon links by aria-label', () => {
    const html = `<html><body><div id="sel"><h2><a href="#s" aria-label="permalink"><svg></svg></a>Section</h2>
      <p>Share: <a href="https://social.test/share" aria-label="Share on Social"><svg></svg></a></p></div></body></html>`;
    const dom = parseHtml(html);
    const doc = elementToDocument(dom.querySelector('#sel'), { url: 'https://s.test/p', title: 't', path: 'selection' });
    expect(doc.lines).toEqual(['## Section', '', 'Share: 【0†Share on Social†social.test】']);
  });
});
