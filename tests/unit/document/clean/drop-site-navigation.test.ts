import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { dropSiteNavigation } from '../../../../src/core/document/clean/drop-site-navigation';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>New vehicle sales in the area plunged 10 percent last month, despite low interest rates and clearance deals at most dealers.</p>'.repeat(8);
/** A newspaper's header as Hearst-style sites write it: the site menu in a `<nav role="navigation">` next to the story. */
const siteMenu = `<nav id="siteNav" class="site-nav" role="navigation"><ul class="topnav" role="menu">
  <li><a href="/">Home</a></li><li><a href="/local/">Local</a></li><li><a href="/sports/">Sports</a></li>
  <li><a href="/business/">Business</a></li><li><a href="https://jobs.example.com/">Jobs</a></li></ul></nav>`;

describe('dropSiteNavigation', () => {
  it("drops the site's menus that come along with the article", () => {
    const dom = parseHtml(`<html><body><div id="a">${siteMenu}<h1>New car sales plunge</h1>${prose}</div></body></html>`, 'https://news.test/business/article/cars-123.php');
    const article = dom.querySelector('#a')!;
    dropSiteNavigation(article, 'https://news.test/business/article/cars-123.php');
    expect(article.textContent).not.toContain('Sports');
    expect(article.textContent).toContain('New car sales plunge');
    expect(article.textContent).toContain('interest rates');
  });

  it('keeps a table of contents (links within the page) and a pager', () => {
    const dom = parseHtml(`<html><body><div id="a">
      <nav class="toc"><ul><li><a href="#costs">Costs</a></li><li><a href="#risks">Risks</a></li><li><a href="/guide.html#faq">FAQ</a></li></ul></nav>
      ${prose}<nav class="pagination" aria-label="Pagination"><a href="/guide/2">Next page</a></nav></div></body></html>`, 'https://docs.test/guide.html');
    const article = dom.querySelector('#a')!;
    dropSiteNavigation(article, 'https://docs.test/guide.html');
    expect(article.textContent).toContain('Risks');
    expect(article.textContent).toContain('FAQ');
    expect(article.textContent).toContain('Next page');
  });

  it('keeps a navigation block that is mostly prose', () => {
    const dom = parseHtml(`<html><body><div id="a"><nav>This guide walks through the whole installation, from downloading the package to the first run, and <a href="/faq">the FAQ</a> answers the rest.</nav>${prose}</div></body></html>`, 'https://docs.test/install');
    const article = dom.querySelector('#a')!;
    dropSiteNavigation(article, 'https://docs.test/install');
    expect(article.textContent).toContain('walks through the whole installation');
  });

  it('runs in the pipeline when Readability returns the page with its header', () => {
    const html = `<html><head><title>New car sales plunge</title></head><body><div class="story">${siteMenu.replace(' role="navigation"', '').replace(' role="menu"', '')}<h1>New car sales plunge</h1>${prose}</div></body></html>`;
    const doc = htmlToDocument(parseHtml(html, 'https://news.test/business/article/cars-123.php'), 'https://news.test/business/article/cars-123.php');
    const text = doc.lines.join('\n');
    expect(text).toContain('interest rates');
    expect(text).not.toMatch(/Sports|Jobs/);
  });
});
