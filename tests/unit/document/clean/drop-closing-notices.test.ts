import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropClosingNotices } from '../../../../src/core/document/clean/drop-closing-notices';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

/** The same story's paragraph in Chinese, for the registration lines a Chinese site closes with. */
const zhParagraph = '<p>市议会周二投票决定扩大潮汐发电项目，理由是过去两个冬季的发电量数据和更低的运营成本，项目将于明年春季开工建设。</p>';
const prose = '<p>The council voted on Tuesday to expand the tidal project, citing output figures from the last two winters and lower running costs.</p>'.repeat(4);

function run(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropClosingNotices(article));
}

describe('dropClosingNotices', () => {
  it("drops the site's copyright line with the short footer around it", () => {
    const text = run(`${prose}${prose}<div class="page-bottom"><p><a href="/">TheSite.com</a></p><div><p>The Site 1625 K Street, Suite 900 Washington DC 20006 | 202-628-8500 tel</p>
      <p>The contents of this site are ©2019 Site Publishing Corp., a subsidiary of News Communications, Inc.</p></div></div>`);
    expect(text).toContain('lower running costs');
    expect(text).not.toMatch(/TheSite\.com|K Street|contents of this site/);
    for (const line of ['Copyright © 2019 Press TV. All rights reserved.', '© 2019 Associated Press. This material may not be published, broadcast, rewritten or redistributed.', 'Copyright @ 2019 The New Arab.', 'Tous droits réservés.', 'Any re-use permitted for informational and non-commercial or personal use only.', 'Reproduction prohibited without prior written permission.']) {
      expect(run(`${prose}<p>${line}</p>`)).not.toContain(line.slice(0, 12));
    }
  });

  it('drops affiliate disclosures at either end and comment-moderation notices at the end', () => {
    const text = run(`<p><em>This post may contain affiliate and/or referral links. Please see my <a href="/d">disclosure page</a>.</em></p>${prose}
      <p>Quantities may be limited. Prices are subject to change without notice. The Site may receive a commission on orders placed through this article.</p>
      <p>ATENÇÃO: Comentários com textos ininteligíveis ou que faltem com respeito ao usuário não serão aprovados pelo moderador.</p>
      <p>Microsoft may earn an Affiliate Commission if you purchase something through recommended links in this article.</p>`);
    expect(text).toContain('lower running costs');
    expect(text).not.toMatch(/affiliate|commission|Comentários/i);
  });

  it('keeps a closing paragraph of prose that marks one of its links as an affiliate link in passing', () => {
    const last =
      '<p>I love a meal with crispiness and crunch, and these recipes deliver! The fryer is a weeknight dinner superstar for me. If you are looking to buy one, <a href="https://shop.test/x">this is my pick</a>. <em>(affiliate link)</em></p>';
    expect(run(`${prose}${last}`)).toContain('weeknight dinner superstar');
    expect(run(`${last}${prose}`)).toContain('weeknight dinner superstar');
    // The same aside alone on its line is the disclosure, and so is a deals box that says it among other lines.
    expect(run(`${prose}<p><em>(affiliate link)</em></p>`)).not.toContain('affiliate');
    const deals =
      '<p>Follow <a href="https://twitter.test/deals">@SiteDeals on Twitter</a> to keep up with the latest deals from around the web. Quantities may be limited. Prices are subject to change without notice and coupons may expire at any time. Some deals may not be available to all customers. The Site may receive a commission on orders placed through this article.</p>';
    expect(run(`${prose}${deals}`)).not.toContain('Quantities may be limited');
  });

  it('keeps a story that talks about copyright, affiliate commissions or comment moderation', () => {
    expect(run(`${prose}<p>The reuse of treated wastewater is permitted for irrigation.</p>`)).toContain('reuse of treated wastewater');
    const story = [
      '<p>The court held that the 2019 copyright directive applies to news snippets, and that all rights reserved by publishers survive a link.</p>',
      '<p>Retailers may earn a commission of up to 10 percent on each sale, the report on affiliate links found, which worries regulators.</p>',
      '<p>The forum said comments would be approved by a moderator within a day, which users called slow.</p>',
    ];
    // In the story's middle, any length: kept.
    const middle = run(`${prose}${story.join('')}${prose}`);
    for (const p of story) expect(middle).toContain(p.slice(3, 40));
    // At its end, but a paragraph of the story's own prose comes after them.
    const end = run(`${story.join('')}${prose}`);
    for (const p of story) expect(end).toContain(p.slice(3, 40));
    // A long closing paragraph is prose, not a notice.
    const long = `<p>${'Copyright © 2019 rules were the subject of the hearing, and the publishers argued for hours. '.repeat(5)}</p>`;
    expect(run(`${prose}${long}`)).toContain('the publishers argued');
  });

  it('drops a cookie banner with its button, not a closing line about cookies', () => {
    const banner = run(`${prose}<p><span>This website uses cookies to improve your experience. You can opt-out if you wish.<a id="accept">Accept</a> <a href="/c">Read More</a></span></p>`);
    expect(banner).not.toContain('uses cookies');
    const story = run(`${prose}<p>Regulators said the site uses cookies to follow readers across the web. <a href="/r">Read the ruling</a></p>`);
    expect(story).toContain('uses cookies to follow readers');
  });

  it('takes a copyright container along only while it adds no prose', () => {
    const text = run(`<div>${prose}<p>The project is due to finish in the spring of next year, the council said, with the first turbines turning in March.</p><p>© 2019 The Site</p></div>`);
    expect(text).toContain('first turbines turning');
    expect(text).not.toContain('© 2019');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Tides</title></head><body><article>${prose}<p>Copyright © 2019 The Site. All rights reserved.</p></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/tides'), 'https://news.test/tides').lines.join('\n');
    expect(text).toContain('lower running costs');
    expect(text).not.toContain('All rights reserved');
  });

  it("drops a Chinese site's registration lines (ICP and public-security filings) with their short footer", () => {
    const zh = zhParagraph.repeat(6);
    for (const line of [
      '粤ICP备18099781号-6 | 粤公网安备 44030502004330号 | 违法和不良信息举报',
      '©陕西正整数科技有限公司陕ICP备2021004976号-3Powered by BBScloud 2.4',
      '京ICP证030173号',
      'ICP备案号：京ICP备19004658号',
      '沪公网安备 31010402000012号',
      '公安备案号11010502030143',
      // In traditional characters, as some sites write all of them.
      '京ICP備19004658號',
    ]) {
      const text = run(`${zh}<div class="foot"><p>${line}</p></div>`);
      expect(text, line).toContain('潮汐发电项目');
      expect(text, line).not.toContain(line.slice(0, 8));
    }
    // The footer around them goes along when it is short; the story's prose stays.
    const text = run(`${zh}<div class="foot"><p><a href="/about">关于我们</a> · <a href="/jobs">招贤纳士</a></p><p>京ICP备19004658号 京公网安备11010502030143号</p></div>`);
    expect(text).not.toMatch(/关于我们|ICP/);
    expect(text).toContain('更低的运营成本');
  });

  it('keeps a story that names a registration in its prose, and a number that is no filing', () => {
    const zh = zhParagraph.repeat(3);
    const story = '<p>监管部门周三表示，该网站在取得京ICP备19004658号备案之前已经运营了三年，期间多次被用户投诉，相关负责人已被约谈，网站被要求在十五日内完成整改，否则将被依法关停，涉事公司表示将全力配合调查。</p>';
    expect(run(`${zh}${story}`)).toContain('该网站在取得');
    expect(run(`${zh}<p>ICP 2024 agenda</p>`)).toContain('ICP 2024 agenda');
  });
});
