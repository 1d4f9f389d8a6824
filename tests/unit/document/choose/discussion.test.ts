import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../../../scripts/page2md-dom';
import { htmlToDocument } from '../../../../src/core/document/html-to-document';

const comment = (who: string, says: string, replies = '') =>
  `<div class="thing comment"><p class="tagline"><a href="/user/${who}">${who}</a> 12 points</p><div class="md"><p>${says}</p></div><div class="child">${replies}</div></div>`;

describe('discussion pages', () => {
  it('reads the post and every comment when Readability would keep only the comment area', () => {
    const thread = [
      comment('ann', 'This is a top-level comment with some thoughts on the topic and a few more words to be long.', comment('bob', 'Great point, I agree with this and would add that the second part matters most.')),
      comment('cat', 'Different perspective here: the tradeoffs are real but manageable if you plan for them early.'),
      comment('dan', 'Another top-level comment with a link to the 【spec】 and a question for the author of the post.'),
    ].join('');
    const html = `<html><head><title>Test Post : test</title></head><body><div id="header"><a href="/">reddit</a></div><div class="content" role="main">
      <div class="thing link"><a class="title" href="/r/test/1">Test Post</a><div class="md"><p>This is the post body.</p></div></div>
      <div class="commentarea">${thread}</div></div><div class="footer">about careers press</div></body></html>`;
    const doc = htmlToDocument(parseHtml(html), 'https://old.reddit.com/r/test/comments/1/test_post');
    const text = doc.lines.join('\n');
    expect(doc.path).toBe('fallback');
    for (const kept of ['This is the post body.', 'top-level comment', 'Great point', 'Different perspective', 'question for the author']) expect(text).toContain(kept);
    expect(text).not.toContain('about careers press');
    // Who answers whom: bob's reply sits one level under ann's comment, the next comment back at the top.
    expect(doc.lines).toContain('    Great point, I agree with this and would add that the second part matters most.');
    expect(doc.lines.findIndex((l) => /^- 【\d+†cat】/.test(l))).toBeGreaterThan(doc.lines.findIndex((l) => /^ {2}- 【\d+†bob】/.test(l)));
  });

  it('leaves an article with a few comments under it to Readability', () => {
    const article = '<p>The council voted on Tuesday to expand the tidal project, citing output figures from the last two winters.</p>'.repeat(8);
    const html = `<html><head><title>Tidal project expands again</title></head><body><article>${article}</article>
      <section id="comments">${comment('ann', 'Nice.')}${comment('bob', 'Agreed.')}${comment('cat', 'Good news.')}</section></body></html>`;
    expect(htmlToDocument(parseHtml(html), 'https://news.test/a').path).toBe('readability');
  });
});
