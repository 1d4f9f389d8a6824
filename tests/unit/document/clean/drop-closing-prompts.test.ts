import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { textAfterRule } from '../../../support/rule-text';
import { dropClosingPrompts } from '../../../../src/core/document/clean/drop-closing-prompts';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const prose = '<p>Researchers have pinpointed the earliest evidence of the illness to a place in Russia, where the team found traces of the bacteria in teeth from graves dated to the fifteenth century.</p>'.repeat(4);

function run(html: string): string {
  return textAfterRule(html, 'https://news.test/a', (article) => dropClosingPrompts(article));
}

describe('dropClosingPrompts', () => {
  it("drops the site's prompts after the story", () => {
    const text = run(`${prose}<p>Follow us on Twitter @Spacedotcom and on Facebook.</p>
      <p>Join our Space Forums to keep talking space on the latest missions, night sky and more!</p>
      <p>And if you have a news tip, correction or comment, let us know at: community@space.com.</p>
      <p><strong><a href="https://apps.test/">CLICK HERE TO GET THE FOX NEWS APP</a></strong></p>
      <p>Get the latest updates right in your inbox. <a href="/nl">Subscribe to NJ.com's newsletters</a>.</p>`);
    expect(text).toContain('fifteenth century');
    expect(text).not.toMatch(/Spacedotcom|Forums|news tip|FOX NEWS APP|newsletters/);
  });

  it('keeps a quotation that happens to say what a prompt says: a review, a reader\'s words', () => {
    const review = '<p>What Reviewers Say | “If you want some great wine delivered to your door every month without ever leaving home, you need to check it out!” - Rebecca W.</p>';
    expect(run(`${prose}${review}`)).toContain('great wine delivered');
    // The site's own ask beside a quotation still goes.
    expect(run(`${prose}<p>“Great read,” says a reader. Sign up for our newsletter to get it every week.</p>`)).not.toContain('Great read');
  });

  it("keeps the same words inside the story, an author's contact line, and a story about subscriptions", () => {
    const inside = run(`<p>Follow us on the trail, the ranger said, and keep to the path.</p>${prose}<p>The rangers asked walkers to stay on the marked paths.</p>`);
    expect(inside).toContain('Follow us on the trail');
    const contact = run(`${prose}<p>Lucas Nolan is a reporter for the site. Follow him on Twitter @LucasNolan or email him.</p>`);
    expect(contact).toContain('Follow him on Twitter');
    const deals = run(`${prose}<ul><li>Sign up for the Disney+ bundle using the same email as your Hulu account</li><li>Subscribe to the bundle for $12.99 a month</li></ul>`);
    expect(deals).toContain('Sign up for the Disney+ bundle');
    expect(deals).toContain('Subscribe to the bundle');
  });

  it("drops a follow line naming several networks, a subscription pitch, a banner captioned as one, and the comments' heading", () => {
    const text = run(`${prose}<p>Get <a href="/m">Motor Cycle Monthly</a> delivered through your letterbox every month. 12 issues for £11.99. <a href="/m">Click here</a> for more information.</p>
      <figure><a href="/shop"><img src="/b.png" alt="banner"></a><figcaption>Want more science? Get a subscription of our sister publication "How It Works".</figcaption></figure>
      <p><i>Follow Newsbeat on </i><a href="https://instagram.test/nb">Instagram</a>, <a href="https://facebook.test/nb">Facebook</a> and <a href="https://twitter.test/nb">Twitter</a>.</p>
      <h3>Tell us what YOU think...</h3>`);
    expect(text).toContain('fifteenth century');
    expect(text).not.toMatch(/letterbox|sister publication|Newsbeat|Tell us/);
  });

  it("drops a podcast's listening rows, a radio show's listen-back line and a full-coverage plug", () => {
    const text = run(`${prose}<p>Follow AP's full coverage of Brexit and British politics at https://www.apnews.test/Brexit</p>
      <h4><strong>How to listen to The Tennis Podcast</strong></h4>
      <p><strong>Listen: </strong><a href="http://po.test/1">http://po.test/1</a><br><strong>Download:</strong> <a href="http://po.test/2">http://po.test/2</a></p>
      <p><i>Listen to Newsbeat </i><a href="/live">live</a><i> at 12:45 and 17:45 weekdays - or listen back </i><a href="/ep">here</a>.</p>`);
    expect(text).toContain('fifteenth century');
    expect(text).not.toMatch(/full coverage|How to listen|po\.test|Newsbeat/);
  });

  it('keeps a closing paragraph that quotes someone telling others to listen', () => {
    const text = run(`${prose}<p>"Listen: we are not going to close the hospital," the mayor said.</p><p>Listen: the tide tables are wrong, she said.</p>`);
    expect(text).toContain('Listen: we are not');
    expect(text).toContain('Listen: the tide tables');
  });

  it("keeps an author's single follow line, and a lede about a newsletter", () => {
    const author = run(`${prose}<p>Follow Amy on Twitter.</p><p>Follow her on Twitter and Facebook.</p>`);
    expect(author).toContain('Follow Amy on Twitter');
    expect(author).toContain('Follow her on Twitter and Facebook');
    const lede = run(`<p>The paper's free daily newsletter reached a million readers this week.</p>${prose}`);
    expect(lede).toContain('free daily newsletter reached');
  });

  it('drops a newsletter prompt above the story when it carries its link, not a call about the page itself', () => {
    const text = run(`<p><strong>Start your day with the Opening Bell. <a href="http://list.test/x">Sign up</a> for the free daily newsletter.</strong></p>
      <p><a href="/get">Click here</a> to get more information or download this game.</p>${prose}`);
    expect(text).not.toContain('Opening Bell');
    expect(text).toContain('download this game');
    expect(text).toContain('fifteenth century');
  });

  it('runs in the pipeline', () => {
    const html = `<html><head><title>Plague</title></head><body><article>${prose}<p>Join our Space Forums to keep talking space on the latest missions!</p></article></body></html>`;
    const text = htmlToDocument(parseHtml(html, 'https://news.test/plague'), 'https://news.test/plague').lines.join('\n');
    expect(text).toContain('fifteenth century');
    expect(text).not.toContain('Space Forums');
  });
});
