import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropPromoLinks } from '../../../../src/core/document/clean/drop-promo-links';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const para = '<p>The council voted on Tuesday to expand the tidal project, citing output figures from the last two winters and lower running costs.</p>';
const prose = para.repeat(3);

function run(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropPromoLinks(article));
}

describe('dropPromoLinks', () => {
  it("drops the site's app, subscription and newsletter pitches wherever they stand", () => {
    const text = run(`${prose}
      <p><strong><a href="https://news.onelink.me/x?pid=AppArticleLink&af_web_dp=https%3A%2F%2Fwww.news.test%2Fapps-products">CLICK HERE TO GET THE NEWS APP</a></strong></p>
      ${para}<p><strong><a href="http://www.news.test/apps-products">GET NEWS BUSINESS ON THE GO BY CLICKING HERE</a></strong></p>
      ${para}<p><a href="https://subscribe.news.test/subscribe/splits/x">Subscribe</a> to The News and stay smart with more of your favorite <a href="/category/ideas/">Ideas</a> writers.</p>
      ${para}<figure><a href="https://shop.test/knowledge/space-magazine-subscription/"><img src="/banner.png" alt="Space banner"></a><figcaption><a href="https://shop.test/knowledge/space-magazine-subscription/"><em>Need more space? Subscribe to our sister title</em></a> for the latest news!</figcaption></figure>
      <p><a href="https://www.news.test/promos/pro.php">Get access to the fastest growing financial subscriptions service for as little as Rs 599 for the first year.</a></p>`);
    expect(text.match(/council voted/g)).toHaveLength(6);
    expect(text).not.toMatch(/APP|ON THE GO|Subscribe|sister title|Get access/);
  });

  it('keeps story paragraphs about apps, newsletters and subscriptions, and a list of apps linked to their stores', () => {
    const story = [
      '<p>Subscribers to the <a href="https://news.test/newsletters">daily newsletter</a> grew by a third this year, the publisher said in its annual report to shareholders on Monday.</p>',
      '<p>The paper now counts five million digital subscriptions, it said.</p>',
      '<p><a href="https://news.test/2019/11/court-ruling">Click here to read the full ruling</a></p>',
    ].join('');
    const apps = '<ul><li><a href="https://apps.store.test/app/halide">Halide Mark II camera</a></li><li><a href="https://play.store.test/store/apps/details?id=x">Open Camera</a></li></ul>';
    const text = run(`${prose}${story}${apps}${prose}`);
    for (const kept of ['grew by a third', 'five million digital subscriptions', 'read the full ruling', 'Halide', 'Open Camera']) expect(text).toContain(kept);
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Tides</title></head><body><article>${prose}<p><strong><a href="https://news.test/apps">CLICK HERE TO GET THE NEWS APP</a></strong></p>${prose}</article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/tides'), 'https://news.test/tides').lines.join('\n');
    expect(text).toContain('lower running costs');
    expect(text).not.toContain('NEWS APP');
  });
});
